// `node bench/cold-in-turns.mjs <requests> <base URL> <seeded.json> [<base URL> <seeded.json> …]`:
// the cold (`Cache-Control: no-cache`) p50 of the benchmark's reads on two or
// more running servers asked in turns, each with the sample ids its calendar
// was seeded with (the JSON `bench/seed.ts` prints), and the last one's p50
// over the first's: how a read grows from one calendar size to another under
// the same load (docs/performance.md "A million events").
import fs from 'node:fs';
import { RARE_TITLE } from './calendar-version.mjs';
const [n, ...rest] = process.argv.slice(2);
const sites = [];
for (let i = 0; i < rest.length; i += 2)
  sites.push({
    base: rest[i],
    sample:
      JSON.parse(fs.readFileSync(rest[i + 1], 'utf8')).sample ??
      JSON.parse(fs.readFileSync(rest[i + 1], 'utf8')).seeded.sample,
  });
const day = (d) => new Date(Date.now() + d * 86400000).toISOString().slice(0, 10);
const api = '/calendar/events/v1';
const routes = (s) => [
  ['list page', '/events/list/'],
  ['month view', `/events/month/${day(0).slice(0, 7)}/`],
  ['busy month', `/events/month/${s.busyMonth}/`],
  ['event page', `/event/${s.eventSlug}/`],
  ['api list 50', `${api}/events?per_page=50`],
  ['api list fr', `${api}/events?per_page=50&translation_language=fr`],
  [
    'api filtered',
    `${api}/events?per_page=50&categories=${s.categorySlug}&venue=${s.venueId}&search=a&start_date=${day(-30)}&end_date=${day(700)}`,
  ],
  ['search name', `${api}/events?per_page=50&search=${encodeURIComponent(`"${RARE_TITLE}"`)}`],
  ['search phrase', `${api}/events?per_page=50&search=%22Jazz%20Night%20Market%22`],
  ['search word', `${api}/events?per_page=50&search=jazz`],
  ['single', `${api}/events/${s.eventId}`],
  ['by slug', `${api}/events/by-slug/${s.eventSlug}`],
  ['occurrence', `${api}/events/${s.occurrenceId}`],
  ['ical', '/events/ical/'],
  ['venues', `${api}/venues?per_page=50`],
  ['categories', `${api}/categories?per_page=50`],
];
const names = routes(sites[0].sample).map((r) => r[0]);
for (let r = 0; r < names.length; r++) {
  const times = sites.map(() => []);
  let statuses = sites.map(() => 0);
  for (let i = 0; i < Number(n); i++) {
    for (let k = 0; k < sites.length; k++) {
      const path = routes(sites[k].sample)[r][1];
      const t = performance.now();
      const res = await fetch(sites[k].base + path, {
        headers: { 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(600000),
      });
      await res.arrayBuffer();
      statuses[k] = res.status;
      times[k].push(performance.now() - t);
    }
  }
  const p50 = times.map((t) => t.sort((a, b) => a - b)[t.length >> 1]);
  console.log(
    `${names[r].padEnd(14)} ${p50.map((p, k) => `${statuses[k]} ${p.toFixed(1).padStart(7)} ms`).join('   ')}   ratio ${(p50.at(-1) / p50[0]).toFixed(2)}`,
  );
}
