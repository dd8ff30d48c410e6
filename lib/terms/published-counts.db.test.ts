// A term's `count` (docs/api.md §1.5: published events assigned) is the
// `publishedEventCount` column that triggers keep in the writing transaction
// (migration *_published_event_counts). After every kind of write the app
// makes, and the direct ones the triggers must also follow, each term's column
// must equal a fresh count of its links to published events, and the API must
// answer it, on SQLite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../accounts/tokens';
import { createUser } from '../accounts/users';
import { db } from '../db';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { allocateTermId } from '../ids';
import { termSnapshot } from './read-snapshot';
import * as events from '../../app/calendar/events/v1/events/route';
import * as event from '../../app/calendar/events/v1/events/[id]/route';
import * as categories from '../../app/calendar/events/v1/categories/route';
import * as category from '../../app/calendar/events/v1/categories/[id]/route';
import * as tags from '../../app/calendar/events/v1/tags/route';
import * as tag from '../../app/calendar/events/v1/tags/[id]/route';
import * as purge from '../../app/api/trash/events/[id]/route';

const site = 'http://calendar.test';
const api = `${site}/calendar/events/v1`;
let headers: Record<string, string>;
let authorId: number;

type Body = Record<string, unknown> & { id: number };
type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;

async function send(
  handler: Handler,
  method: string,
  url: string,
  params: object,
  data?: object,
): Promise<Body> {
  const init = { method, headers, ...(data ? { body: JSON.stringify(data) } : {}) };
  const response = await handler(new Request(url, init), { params: Promise.resolve(params) });
  const body = (await response.json()) as Body;
  expect(response.status, `${method} ${url}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

const createEventThrough = (data: object) =>
  send(events.POST as Handler, 'POST', `${api}/events`, {}, data);
const updateEvent = (id: number, data: object) =>
  send(event.PATCH as Handler, 'PATCH', `${api}/events/${id}`, { id: String(id) }, data);
const trashEvent = (id: number, query = '') =>
  send(event.DELETE as Handler, 'DELETE', `${api}/events/${id}${query}`, { id: String(id) });
const purgeEvent = (id: number) =>
  send(purge.DELETE as Handler, 'DELETE', `${site}/api/trash/events/${id}`, { id: String(id) });

async function newTerm(kind: 'category' | 'tag', name: string): Promise<number> {
  const [route, collection] = kind === 'category' ? [categories, 'categories'] : [tags, 'tags'];
  const url = `${api}/${collection}`;
  return (await send(route.POST as Handler, 'POST', url, {}, { name })).id;
}

/** Each term's `count` as the API answers it for one term. */
async function apiCount(kind: 'category' | 'tag', id: number): Promise<number> {
  const [route, collection] = kind === 'category' ? [category, 'categories'] : [tag, 'tags'];
  const url = `${api}/${collection}/${id}`;
  return (await send(route.GET as Handler, 'GET', url, { id: String(id) })).count as number;
}

/**
 * Every term's column against a fresh GROUP BY of its links to published events (the
 * count as it was computed before the column), and the snapshot against the column.
 */
async function expectExact() {
  const published = { event: { status: 'publish' } };
  const [categoryRows, tagRows, categoryLinks, tagLinks, snapshot] = await Promise.all([
    db.category.findMany({ select: { id: true, publishedEventCount: true } }),
    db.tag.findMany({ select: { id: true, publishedEventCount: true } }),
    db.eventCategory.groupBy({ by: ['categoryId'], where: published, _count: { _all: true } }),
    db.eventTag.groupBy({ by: ['tagId'], where: published, _count: { _all: true } }),
    termSnapshot(),
  ]);
  const fresh = new Map([
    ...categoryLinks.map((row) => [row.categoryId, row._count._all] as const),
    ...tagLinks.map((row) => [row.tagId, row._count._all] as const),
  ]);
  const kept = [...categoryRows, ...tagRows].map((row) => [row.id, row.publishedEventCount]);
  expect(kept).toEqual(kept.map(([id]) => [id, fresh.get(id!) ?? 0]));
  expect(kept.map(([id]) => [id, snapshot.counts.get(id!) ?? 0])).toEqual(kept);
}

/** The API's counts of these terms, checked exact against the links first. */
async function counts(terms: { category: number[]; tag: number[] }) {
  await expectExact();
  return {
    category: await Promise.all(terms.category.map((id) => apiCount('category', id))),
    tag: await Promise.all(terms.tag.map((id) => apiCount('tag', id))),
  };
}

beforeAll(async () => {
  const admin = await createUser({
    email: 'published-counts@example.org',
    name: 'Counter',
    role: 'administrator',
    password: 'password-1234',
  });
  const { token } = await createToken({ user: admin.id, name: 'published-counts' });
  headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  authorId = await createAuthor('published-counts-rows@example.org');
});

const dates = { start_date: '2032-05-10 10:00:00', end_date: '2032-05-10 12:00:00' };

describe("a term's count follows every write of the app", () => {
  it('through create, publish, unpublish, trash, restore, relink and delete for good', async () => {
    const [jazz, blues] = [
      await newTerm('category', 'Count jazz'),
      await newTerm('category', 'Count blues'),
    ];
    const [free, outdoor] = [
      await newTerm('tag', 'count-free'),
      await newTerm('tag', 'count-outdoor'),
    ];
    const terms = { category: [jazz, blues], tag: [free, outdoor] };
    expect(await counts(terms)).toEqual({ category: [0, 0], tag: [0, 0] });

    const links = { categories: [jazz, blues], tags: [free] };
    const shown = await createEventThrough({
      title: 'Shown',
      ...dates,
      status: 'publish',
      ...links,
    });
    expect(await counts(terms)).toEqual({ category: [1, 1], tag: [1, 0] });

    const draft = await createEventThrough({ title: 'Draft', ...dates, status: 'draft', ...links });
    expect(await counts(terms)).toEqual({ category: [1, 1], tag: [1, 0] });

    await updateEvent(draft.id, { status: 'publish' });
    expect(await counts(terms)).toEqual({ category: [2, 2], tag: [2, 0] });

    await updateEvent(draft.id, { status: 'draft' });
    expect(await counts(terms)).toEqual({ category: [1, 1], tag: [1, 0] });
    await updateEvent(draft.id, { status: 'publish' });

    // A link removed and another added, in one write.
    await updateEvent(shown.id, { categories: [jazz], tags: [free, outdoor] });
    expect(await counts(terms)).toEqual({ category: [2, 1], tag: [2, 1] });

    await trashEvent(shown.id);
    expect(await counts(terms)).toEqual({ category: [1, 1], tag: [1, 0] });

    await updateEvent(shown.id, { status: 'publish' });
    expect(await counts(terms)).toEqual({ category: [2, 1], tag: [2, 1] });

    // Deleted for good: the admin's trash deletes the post_ids row, and the
    // event and its links go by ON DELETE CASCADE.
    await trashEvent(shown.id);
    await purgeEvent(shown.id);
    expect(await db.eventTag.count({ where: { eventId: shown.id } })).toBe(0);
    expect(await counts(terms)).toEqual({ category: [1, 1], tag: [1, 0] });

    // A term deleted for good (§5) takes its links with it; the others keep their counts.
    await send(category.DELETE as Handler, 'DELETE', `${api}/categories/${blues}?force=true`, {
      id: String(blues),
    });
    expect(await counts({ category: [jazz], tag: [free, outdoor] })).toEqual({
      category: [1],
      tag: [1, 0],
    });
  });

  it("through a series' occurrences, written and published in bulk", async () => {
    const [weekly, evening] = [
      await newTerm('category', 'Count weekly'),
      await newTerm('tag', 'count-evening'),
    ];
    const terms = { category: [weekly], tag: [evening] };
    const first = await createEventThrough({
      title: 'Count series',
      ...dates,
      status: 'draft',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'],
      categories: [weekly],
      tags: [evening],
    });
    expect(await counts(terms)).toEqual({ category: [0], tag: [0] });

    await updateEvent(first.id, { status: 'publish', series_scope: 'all' });
    expect(await counts(terms)).toEqual({ category: [5], tag: [5] });

    await trashEvent(first.id);
    expect(await counts(terms)).toEqual({ category: [4], tag: [4] });

    const [second] = await seriesIds(first.id);
    await trashEvent(second!, '?series_scope=all');
    expect(await counts(terms)).toEqual({ category: [0], tag: [0] });
  });
});

/** The live occurrences of a series, in id order. */
async function seriesIds(seriesId: number): Promise<number[]> {
  const rows = await db.event.findMany({
    where: { seriesId, status: { not: 'trash' } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

describe("a term's count follows direct writes the app does not make", () => {
  async function linkedEvent(status: string) {
    const row = await createEvent(authorId, { status });
    const categoryId = await allocateTermId(db, 'category');
    await db.category.create({
      data: { id: categoryId, name: `Direct ${categoryId}`, slug: `direct-${categoryId}` },
    });
    const tagId = await allocateTermId(db, 'tag');
    await db.tag.create({ data: { id: tagId, name: `Direct ${tagId}`, slug: `direct-${tagId}` } });
    await db.eventCategory.create({ data: { eventId: row.id, categoryId } });
    await db.eventTag.create({ data: { eventId: row.id, tagId } });
    return { event: row, categoryId, tagId };
  }

  it('a published event deleted through post_ids, and one deleted from events', async () => {
    const viaPosts = await linkedEvent('publish');
    const viaEvents = await linkedEvent('publish');
    await expectExact();
    await db.postId.delete({ where: { id: viaPosts.event.id } });
    await db.event.deleteMany({ where: { id: viaEvents.event.id } });
    await expectExact();
    for (const { categoryId, tagId } of [viaPosts, viaEvents]) {
      expect(await apiCount('category', categoryId)).toBe(0);
      expect(await apiCount('tag', tagId)).toBe(0);
    }
  });

  it('a link moved to another term or another event, and a bulk status change', async () => {
    const published = await linkedEvent('publish');
    const pending = await linkedEvent('pending');
    await db.eventCategory.update({
      where: {
        eventId_categoryId: { eventId: published.event.id, categoryId: published.categoryId },
      },
      data: { categoryId: pending.categoryId },
    });
    await db.eventTag.update({
      where: { eventId_tagId: { eventId: pending.event.id, tagId: pending.tagId } },
      data: { eventId: published.event.id },
    });
    await expectExact();
    expect(await apiCount('category', pending.categoryId)).toBe(1);
    expect(await apiCount('tag', pending.tagId)).toBe(1);
    await db.event.updateMany({
      where: { id: { in: [published.event.id, pending.event.id] } },
      data: { status: 'publish' },
    });
    await expectExact();
    expect(await apiCount('tag', pending.tagId)).toBe(1);
    expect(await apiCount('tag', published.tagId)).toBe(1);
  });

  it('leaves the change log as it was: a count changing is no change of its term', async () => {
    const { event: row, categoryId } = await linkedEvent('draft');
    const logged = () => db.change.count({ where: { kind: 'category', itemId: categoryId } });
    const before = await logged();
    await db.event.update({ where: { id: row.id }, data: { status: 'publish' } });
    expect(await apiCount('category', categoryId)).toBe(1);
    expect(await logged()).toBe(before);
    await db.category.update({ where: { id: categoryId }, data: { name: 'Renamed direct' } });
    expect(await logged()).toBe(before + 1);
  });
});
