// Importing a 10,000-event iCalendar file (docs/import.md "Jobs"), timed from
// the upload to the job's end, while another client keeps reading one event
// with `Cache-Control: no-cache` (built from the database, not replayed): the
// import rate, and how long readers wait while the background job writes.
import { quantile, readWhile } from './load.mjs';

const POLL_MS = 250;
const STALL_MS = 120_000;

/** A calendar of `count` timed events, one a day from next month, as other programs export it. */
export function calendarFile(count) {
  const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 1, 9);
  const stamp = (ms) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//calendar bench//EN'];
  for (let index = 0; index < count; index++) {
    const start = first + index * 3_600_000 * 7;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-import-${index}@example.com`,
      `DTSTAMP:${stamp(first)}Z`,
      `DTSTART:${stamp(start)}Z`,
      `DTEND:${stamp(start + 5_400_000)}Z`,
      `SUMMARY:Imported talk ${index}`,
      `DESCRIPTION:The ${index}th talk of a long imported programme.`,
      `LOCATION:Imported hall ${index % 40}`,
      `CATEGORIES:Imported ${index % 12}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

const summary = (sorted) => ({
  requests: sorted.length,
  p50: quantile(sorted, 0.5),
  p99: quantile(sorted, 0.99),
  max: sorted.at(-1) ?? null,
});

/** Uploads the file and follows the job to its end; the job's last state. */
async function importFile(baseUrl, token, text) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/calendar' }), 'bench.ics');
  const headers = { Authorization: `Bearer ${token}` };
  const queued = await fetch(`${baseUrl}/api/imports`, { method: 'POST', headers, body: form });
  if (queued.status !== 202)
    throw new Error(`import upload: ${queued.status} ${await queued.text()}`);
  const { id } = await queued.json();
  // A job that stops progressing fails the run rather than hanging it.
  let progress = { processed: -1, at: Date.now() };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const answer = await fetch(`${baseUrl}/api/imports/${id}`, { headers });
    if (answer.status !== 200)
      throw new Error(`import ${id}: ${answer.status} ${await answer.text()}`);
    const job = await answer.json();
    if (job.status === 'done' || job.status === 'failed') return job;
    if (job.processed !== progress.processed)
      progress = { processed: job.processed, at: Date.now() };
    else if (Date.now() - progress.at > STALL_MS)
      throw new Error(`import ${id} made no progress for ${STALL_MS / 1000} s`);
  }
}

/** The import's rate and the reads' latencies during it; reads alone first, for comparison. */
export async function measureImport(baseUrl, token, eventId, count) {
  const read = {
    url: `${baseUrl}/calendar/events/v1/events/${eventId}`,
    headers: { 'Cache-Control': 'no-cache' },
  };
  const quietUntil = Date.now() + 2000;
  const alone = await readWhile(() => Date.now() < quietUntil, read);
  const text = calendarFile(count);
  let importing = true;
  const started = Date.now();
  const job = importFile(baseUrl, token, text).finally(() => (importing = false));
  const [finished, during] = await Promise.all([job, readWhile(() => importing, read)]);
  const seconds = (Date.now() - started) / 1000;
  return {
    events: count,
    fileMiB: +(Buffer.byteLength(text) / 1024 / 1024).toFixed(2),
    status: finished.status,
    created: finished.created,
    refused: finished.refused?.length ?? 0,
    seconds: +seconds.toFixed(1),
    eventsPerSecond: Math.round(finished.created / seconds),
    readsDuring: summary(during),
    readsAlone: summary(alone),
  };
}
