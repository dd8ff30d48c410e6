// CALENDAR_STAMP_CHECK=notify (PostgreSQL): each node remembers the content
// stamp and is told of its changes instead of reading it for every request
// (docs/architecture.md, "Answer cache"). A client reads its own write at
// once on the node it wrote through, and the other node shows the write as
// soon as it is told, with cached answers on both.
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { bearer } from '../fixtures/site-events';

const API = '/calendar/events/v1';

test.skip(
  !process.env.DATABASE_URL?.startsWith('postgres'),
  'notifications are PostgreSQL’s; SQLite reads its stamp from the file',
);
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: IsolatedSite;
let admin: Record<string, string>;
let listenersBefore = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  listenersBefore = await listeners();
  site = await startIsolatedSite(2, { CALENDAR_STAMP_CHECK: 'notify' });
  const email = `${unique('notify-admin')}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'administrator');
  admin = bearer(site.cli('tokens:create', '--email', email).lastLine);
});

test.afterAll(async () => {
  await site?.close();
  await db.$disconnect();
});

/** The listening connections on this database (the command-line runs here use `query`). */
async function listeners() {
  const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT count(*) AS count FROM pg_stat_activity
      WHERE application_name = 'calendar stamp listener' AND datname = current_database()`,
  );
  return Number(row!.count);
}

const nodeUrl = (index: number, path: string) => `${site.nodes[index]!.baseUrl}${path}`;

test('a write shows at once on its node and on the other as soon as it is told, cached answers on both', async ({
  request,
}) => {
  const created = await request.post(nodeUrl(0, `${API}/events`), {
    headers: admin,
    data: {
      title: unique('Told'),
      status: 'publish',
      start_date: '2031-06-01 10:00:00',
      end_date: '2031-06-01 12:00:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const event = `${API}/events/${id}`;
  const list = `${API}/events?start_date=2031-06-01&end_date=2031-06-02`;

  const titleOf = async (node: number) =>
    ((await (await request.get(nodeUrl(node, event))).json()) as { title: string }).title;
  const listedOn = async (node: number) =>
    ((await (await request.get(nodeUrl(node, list))).json()) as { events: { title: string }[] })
      .events[0]?.title;

  // Each node listens from its first read of the stamp.
  await titleOf(0);
  await titleOf(1);
  await expect.poll(async () => (await listeners()) - listenersBefore).toBe(2);

  for (let round = 0; round < 6; round += 1) {
    const writer = round % 2;
    const other = 1 - writer;
    // Both nodes hold the answers before the write.
    for (const node of [0, 1]) {
      await titleOf(node);
      const again = await request.get(nodeUrl(node, event));
      expect(again.headers()['x-calendar-cache']).toBe('hit');
      await listedOn(node);
    }
    const title = unique(`Round ${round}`);
    const changed = await request.patch(nodeUrl(writer, event), {
      headers: admin,
      data: { title },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // Whoever wrote reads it on the next request, without waiting to be told.
    expect(await titleOf(writer)).toBe(title);
    expect(await listedOn(writer)).toBe(title);
    const asked = Date.now();
    await expect.poll(() => titleOf(other), { timeout: 800, intervals: [10] }).toBe(title);
    await expect.poll(() => listedOn(other), { timeout: 800, intervals: [10] }).toBe(title);
    // Before a remembered stamp's one-second age limit: the notification did it.
    expect(Date.now() - asked).toBeLessThan(800);
  }
});
