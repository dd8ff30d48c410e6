// A month view's page costs a fixed number of SQL statements however many
// events the month holds: a month of 2,000 as many as a month of 20
// (docs/performance.md "Calendar views").
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCalendar } from '../../../bench/calendar';
import { sqlStatements } from '../../../scripts/vitest/database';
import { createAuthor, createEvent } from '../../../scripts/vitest/rows';
import { db } from '../../db';
import { monthPage } from '../pages/month';
import { siteOf } from '../site';

const baseUrl = 'https://calendar.example';
let busyMonth: string;
// A far month no seeded event reaches.
const quietMonth = '2063-07';

async function renderMonth(month: string) {
  const url = new URL(`${baseUrl}/events/month/${month}/`);
  const answer = await monthPage({
    request: new Request(url),
    url,
    path: { month },
    params: {},
    language: 'en',
    baseUrl,
    site: await siteOf(baseUrl),
  });
  return String(answer.body);
}

beforeAll(async () => {
  const authorId = await createAuthor('month-queries@example.org');
  const seeded = await seedCalendar(db, { events: 40, busyMonth: 2000 });
  busyMonth = seeded.sample.busyMonth!;
  for (let day = 1; day <= 20; day++) {
    const start = `${quietMonth}-${String(day).padStart(2, '0')} 10:00:00`;
    const end = `${quietMonth}-${String(day).padStart(2, '0')} 12:00:00`;
    await createEvent(authorId, { startLocal: start, endLocal: end, startUtc: start, endUtc: end });
  }
});

describe('the month view', () => {
  it('costs the same SQL statements for a month of 2,000 events as for one of 20', async () => {
    // What outlives a request (settings, the site's name) is warm, as on a serving node.
    await renderMonth(quietMonth);
    let busyPage = '';
    const quiet = await sqlStatements(() => renderMonth(quietMonth));
    const busy = await sqlStatements(async () => (busyPage = await renderMonth(busyMonth)));
    expect(await db.event.count({ where: { startLocal: { startsWith: busyMonth } } })).toBe(2000);
    // The page shows the month's events ("+N more" past a cell's few).
    expect(busyPage).toContain('/event/bench-event-');
    console.log(`month view: ${busy.length} SQL statements per page`);
    expect(busy).toHaveLength(quiet.length);
  });
});
