// Creating a daily series of 730 occurrences (docs/recurrence.md), timed,
// while another client keeps reading one event with `Cache-Control:
// no-cache` (an answer built from the database, not replayed): how long the
// write takes, and how long reads wait while it holds SQLite's write lock.
import http from 'node:http';
import { quantile, readWhile, request } from './load.mjs';

const OCCURRENCES = 730;

/** The write's time and the reads' latencies during it; reads alone first, for comparison. */
export async function measureSeriesWrite(baseUrl, token, eventId) {
  const api = `${baseUrl}/calendar/events/v1`;
  const read = { url: `${api}/events/${eventId}`, headers: { 'Cache-Control': 'no-cache' } };
  const quietUntil = Date.now() + 1000;
  const quiet = await readWhile(() => Date.now() < quietUntil, read);
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  let writing = true;
  const started = Date.now();
  const write = request(new http.Agent(), {
    url: `${api}/events`,
    method: 'POST',
    status: 201,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: () =>
      JSON.stringify({
        title: 'Bench daily series',
        status: 'publish',
        start_date: `${start} 07:00:00`,
        end_date: `${start} 08:00:00`,
        recurrence: [`RRULE:FREQ=DAILY;COUNT=${OCCURRENCES}`],
      }),
  }).finally(() => (writing = false));
  const [result, during] = await Promise.all([write, readWhile(() => writing, read)]);
  return {
    occurrences: OCCURRENCES,
    ok: result.ok,
    writeMs: Date.now() - started,
    readsDuring: {
      requests: during.length,
      p50: quantile(during, 0.5),
      max: during.at(-1) ?? null,
    },
    readsAlone: { requests: quiet.length, p50: quantile(quiet, 0.5), max: quiet.at(-1) ?? null },
  };
}
