// Storage failures (docs/api.md §7.3): when the database refuses a write of
// an event, venue or organizer, the answer carries the spec's code for it,
// the failure is logged, and nothing is written. The database is made to
// refuse by triggers on rows whose name starts with a marker
// (e2e/fixtures/storage-refusals.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refuseMarkedRows, STORAGE_FAILURE_MARKER } from '../../e2e/fixtures/storage-refusals';
import { createAuthor, createEvent as insertEvent } from '../../scripts/vitest/rows';
import type { Caller } from '../auth/caller';
import { db } from '../db';
import { trashEvent } from '../events/write-delete';
import { findEvent } from '../events/read-lookup';
import { updateEvent } from '../events/write';
import { ApiError } from '../http/errors';
import { organizers } from './organizer/kind';
import { venues } from './venue/kind';
import { createLinkedPostItem, deleteLinkedPostItem, updateLinkedPostItem } from './handlers';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from './kind';

const MARKER = STORAGE_FAILURE_MARKER;
const baseUrl = 'http://calendar.test';
const language = 'en' as const;
let caller: Caller;
let removeRefusals: () => Promise<void>;

beforeAll(async () => {
  caller = { id: await createAuthor(`failures-${Date.now()}@example.org`), role: 'administrator' };
  removeRefusals = await refuseMarkedRows('unit');
});

afterAll(() => removeRefusals());

/** Marks an existing row: from then on the database refuses to change it. */
async function mark(model: 'event' | 'venue' | 'organizer', id: number): Promise<string> {
  const name = `${MARKER} ${model} ${id}`;
  if (model === 'event') await db.event.update({ where: { id }, data: { title: name } });
  else await (db[model] as typeof db.venue).update({ where: { id }, data: { name } });
  return name;
}

/** The error `work` throws, with what it logged. */
async function failureOf(work: () => Promise<unknown>) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await work();
  } catch (error) {
    return { error: error as ApiError, logged: logged.mock.calls.length };
  } finally {
    logged.mockRestore();
  }
  throw new Error('the write succeeded');
}

const eventRequest = () => ({ params: {}, baseUrl, language, caller });
const linkedRequest = (params: Record<string, string>) => ({
  params,
  payload: params,
  caller,
  language,
  baseUrl,
});

describe('events', () => {
  it('answers could-not-update-event (500) and leaves the event as it was', async () => {
    const { id } = await insertEvent(caller.id);
    await mark('event', id);
    const event = (await findEvent(id))!;
    const { error, logged } = await failureOf(() =>
      updateEvent(event, { excerpt: 'New excerpt', featured: true }, eventRequest()),
    );
    expect([error.status, error.code]).toEqual([500, 'could-not-update-event']);
    expect(logged).toBe(1);
    const stored = await db.event.findUniqueOrThrow({ where: { id } });
    expect([stored.excerpt, stored.featured, stored.modifiedUtc]).toEqual([
      event.excerpt,
      event.featured,
      event.modifiedUtc,
    ]);
  });

  it('answers could-not-delete-event (500) and leaves the event published', async () => {
    const { id } = await insertEvent(caller.id);
    await mark('event', id);
    const { error } = await failureOf(async () =>
      trashEvent((await findEvent(id))!, eventRequest()),
    );
    expect([error.status, error.code]).toEqual([500, 'could-not-delete-event']);
    expect((await db.event.findUniqueOrThrow({ where: { id } })).status).toBe('publish');
  });

  it('answers could-not-create-venue and could-not-create-organizer (400) for inline items', async () => {
    const { id } = await insertEvent(caller.id, { title: 'Links to refused items' });
    const event = (await findEvent(id))!;
    for (const [field, code, name] of [
      ['venue', 'could-not-create-venue', `${MARKER} inline venue ${id}`],
      ['organizer', 'could-not-create-organizer', `${MARKER} inline organizer ${id}`],
    ] as const) {
      const inline = field === 'venue' ? { venue: name } : [{ organizer: name }];
      const { error } = await failureOf(() =>
        updateEvent(event, { title: 'Renamed', [field]: inline }, eventRequest()),
      );
      expect([error.status, error.code], field).toEqual([400, code]);
      expect((await db.event.findUniqueOrThrow({ where: { id } })).title).toBe(event.title);
      const table = field === 'venue' ? db.venue : db.organizer;
      expect(await (table as typeof db.venue).count({ where: { name } }), field).toBe(0);
    }
  });
});

function describeLinkedPost<Row extends LinkedPostRow, Input extends LinkedPostInput>(
  model: 'venue' | 'organizer',
  kind: LinkedPostKind<Row, Input>,
) {
  const create = (name: string) =>
    createLinkedPostItem(kind, linkedRequest({ [model]: name })) as Promise<{
      body: { id: number };
    }>;
  const table = () => (model === 'venue' ? db.venue : db.organizer) as typeof db.venue;

  it(`answers could-not-create-${model} (400) and creates nothing`, async () => {
    const name = `${MARKER} new ${model} ${Date.now()}`;
    const { error } = await failureOf(() => create(name));
    expect([error.status, error.code]).toEqual([400, `could-not-create-${model}`]);
    expect(await table().count({ where: { name } })).toBe(0);
  });

  it(`answers could-not-update-${model} and could-not-delete-${model} (500), changing nothing`, async () => {
    const { id } = (await create(`Refused ${model} ${Date.now()}`)).body;
    const name = await mark(model, id);
    const locator = { id: String(id) };
    const update = await failureOf(() =>
      updateLinkedPostItem(kind, locator, linkedRequest({ city: 'Elsewhere', phone: '123' })),
    );
    expect([update.error.status, update.error.code]).toEqual([500, `could-not-update-${model}`]);
    const trash = await failureOf(() => deleteLinkedPostItem(kind, locator, linkedRequest({})));
    expect([trash.error.status, trash.error.code]).toEqual([500, `could-not-delete-${model}`]);
    const stored = await table().findUniqueOrThrow({ where: { id } });
    expect([stored.name, stored.status, stored.phone]).toEqual([name, 'publish', '']);
  });
}

describe('venues', () => describeLinkedPost('venue', venues));
describe('organizers', () => describeLinkedPost('organizer', organizers));
