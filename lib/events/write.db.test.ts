// What an event write answers (docs/api.md §4.1, §4.2) is the event as a read
// then finds it, links and all, although the write no longer reads the event
// back (docs/performance.md "Writes"); and what a plain write costs in SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlStatements } from '../../scripts/vitest/database';
import { createToken } from '../accounts/tokens';
import { createUser } from '../accounts/users';
import { publishDueItems } from '../posts/scheduler';
import { extendDueSeries } from './write-series-horizon';
import * as collection from '../../app/calendar/events/v1/events/route';
import * as single from '../../app/calendar/events/v1/events/[id]/route';

let headers: Record<string, string>;
const api = 'http://calendar.test/calendar/events/v1/events';

beforeAll(async () => {
  const admin = await createUser({
    email: 'write-answer@example.org',
    name: 'Writer',
    role: 'administrator',
    password: 'password-1234',
  });
  const { token } = await createToken({ user: admin.id, name: 'write-answer' });
  headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
});

type Body = Record<string, unknown> & { id: number };

async function create(data: object): Promise<Body> {
  const request = new Request(api, { method: 'POST', headers, body: JSON.stringify(data) });
  const response = await collection.POST(request, { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  return (await response.json()) as Body;
}

async function update(id: number, data: object): Promise<Body> {
  const request = new Request(`${api}/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(data),
  });
  const response = await single.PATCH(request, { params: Promise.resolve({ id: String(id) }) });
  const body = (await response.json()) as Body;
  expect([data, response.status, body]).toMatchObject([data, 200, {}]);
  return body;
}

/** A single read's answer without what only single reads add (§1.9 json_ld). */
async function read(id: number): Promise<unknown> {
  const request = new Request(`${api}/${id}`, { headers });
  const response = await single.GET(request, { params: Promise.resolve({ id: String(id) }) });
  expect(response.status).toBe(200);
  return JSON.parse(await response.text(), (key, value: unknown) =>
    key === 'json_ld' ? undefined : value,
  );
}

const dates = { start_date: '2027-03-14 10:00:00', end_date: '2027-03-14 12:00:00' };

describe('an event write answers the event as a read then finds it', () => {
  it('after a create, plain and with every kind of link', async () => {
    const plain = await create({ title: 'Plain write', ...dates, status: 'publish' });
    expect(plain).toEqual(await read(plain.id));
    const linked = await create({
      title: 'Linked write',
      ...dates,
      status: 'publish',
      venue: { venue: 'Write Hall', city: 'Lyon' },
      organizer: [{ organizer: 'Second Org' }, { organizer: 'First Org' }],
      categories: ['Zither', 'Accordion'],
      tags: ['zeta', 'alpha'],
    });
    expect(linked).toEqual(await read(linked.id));
    expect((linked.organizer as { organizer: string }[]).map((o) => o.organizer)).toEqual([
      'Second Org',
      'First Org',
    ]);
  });

  it('after updates that change nothing linked, then each link', async () => {
    const event = await create({
      title: 'To update',
      ...dates,
      status: 'publish',
      venue: { venue: 'Old Hall' },
      organizer: [{ organizer: 'Old Org' }],
      categories: ['Kept'],
    });
    const steps = [
      { title: 'Renamed' },
      { start_date: '2027-03-28 02:30:00', timezone: 'Europe/Paris' },
      { venue: { venue: 'New Hall' } },
      { organizer: [{ organizer: 'New Org' }, (event.organizer as { id: number }[])[0]!.id] },
      { categories: ['Yew', 'Ash', 'Kept'], tags: ['b', 'a'] },
      { venue: 0, organizer: [], categories: [] },
      { status: 'draft' },
    ];
    for (const step of steps) {
      const answer = await update(event.id, step);
      expect([step, answer]).toEqual([step, await read(event.id)]);
    }
  });
});

describe('the SQL statements of a write', () => {
  it('a plain create: its id, the slugs taken, the row, the commit, and the stamps it reads', async () => {
    await create({ title: 'Warm-up', ...dates });
    // The scheduler looks for due posts and series at most once a second: out of the count.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await publishDueItems();
    await extendDueSeries();
    const statements = await sqlStatements(() =>
      create({ title: 'Counted', ...dates, status: 'publish' }),
    );
    expect(statements.filter((sql) => !sql.includes('data_stamps'))).toEqual([
      expect.stringMatching(/^INSERT INTO .*post_ids/),
      expect.stringMatching(/^SELECT .*liveSlug/),
      expect.stringMatching(/^INSERT INTO .*events/),
      'COMMIT',
    ]);
  });
});
