// Writing imported events (docs/import.md "Importing again"), against the real
// database: two writers of one UID at once, as two nodes or two uploads of
// one feed, make one event.
import { describe, expect, it } from 'vitest';
import { createVenue } from '../../scripts/vitest/rows';
import { db } from '../db';
import type { ImportedEvent } from './ical-event';
import { writeImportedEvent } from './write-event';

async function administrator() {
  const user =
    (await db.user.findFirst({ where: { role: 'administrator' } })) ??
    (await db.user.create({
      data: { email: 'import-race@example.org', role: 'administrator', passwordHash: '' },
    }));
  return { id: user.id, role: 'administrator' as const };
}

const eventItem = (title: string, fields: Partial<ImportedEvent> = {}): ImportedEvent => ({
  uid: `${title}@example.org`,
  params: {
    title,
    start_date: '2031-05-06 10:00:00',
    end_date: '2031-05-06 11:00:00',
    status: 'publish',
  },
  venue: null,
  organizer: null,
  ...fields,
});

describe('writeImportedEvent', () => {
  it('links the live venue whose name differs only in case, letters with accents included', async () => {
    const caller = await administrator();
    const run = `${process.pid}-${Date.now()}`;
    const hall = await createVenue(caller.id, { name: `Main Hall ${run}` });
    const salle = await createVenue(caller.id, { name: `Salle Étoile ${run}` });
    for (const [name, venue] of [
      [`main hall ${run}`, hall],
      [`SALLE ÉTOILE ${run}`, salle],
    ] as const) {
      const title = `Cased venue ${name}`;
      const item = eventItem(title, { venue: { name, address: '1 Rue de la Paix, Paris' } });
      expect(await writeImportedEvent(item, 'venue-case-test', caller)).toBe('created');
      const event = await db.event.findFirstOrThrow({ where: { title } });
      expect(event.venueId).toBe(venue.id);
    }
    expect(await db.venue.count({ where: { name: { endsWith: run } } })).toBe(2);
  });

  it('creates a category named with digits inside the event write: a refused event leaves none', async () => {
    const caller = await administrator();
    const digits = String(Date.now());
    const refused = eventItem(`Refused digits ${digits}`, {
      params: {
        title: `Refused digits ${digits}`,
        start_date: '2031-05-06 10:00:00',
        end_date: '2031-05-06 11:00:00',
        status: 'publish',
        website: 'not a website',
        categories: [digits],
        tags: [`${digits}1`],
      },
    });
    await expect(writeImportedEvent(refused, 'digits-test', caller)).rejects.toMatchObject({
      code: 'rest_invalid_param',
    });
    expect(await db.category.count({ where: { name: digits } })).toBe(0);
    expect(await db.tag.count({ where: { name: `${digits}1` } })).toBe(0);
    const title = `Imported digits ${digits}`;
    const item = eventItem(title, {
      params: { ...refused.params, title, website: 'https://example.org/', categories: [digits] },
    });
    expect(await writeImportedEvent(item, 'digits-test', caller)).toBe('created');
    const [category] = await db.category.findMany({ where: { name: digits } });
    const event = await db.event.findFirstOrThrow({
      where: { title },
      include: { categories: true },
    });
    expect(event.categories.map(({ categoryId }) => categoryId)).toEqual([category!.id]);
  });

  it('creates one event when two writers import the same UID at once', async () => {
    const caller = await administrator();
    const title = `Raced import ${process.pid}-${Date.now()}`;
    const item = {
      uid: `race-${title}@example.org`,
      params: {
        title,
        start_date: '2031-05-06 10:00:00',
        end_date: '2031-05-06 11:00:00',
        status: 'publish',
      },
      venue: null,
      organizer: null,
    };
    const outcomes = await Promise.all([
      writeImportedEvent(item, 'race-test', caller),
      writeImportedEvent(item, 'race-test', caller),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await db.event.count({ where: { title } })).toBe(1);
    // Importing it again finds the one event.
    expect(await writeImportedEvent(item, 'race-test', caller)).toBe('unchanged');
    expect(await db.event.count({ where: { title } })).toBe(1);
  });

  it('keeps no record of an item whose event was refused: its event and record commit together', async () => {
    const caller = await administrator();
    const uid = `refused-${process.pid}-${Date.now()}@example.org`;
    const item = {
      uid,
      params: {
        title: 'Elsewhere',
        start_date: '2031-05-06 10:00:00',
        end_date: '2031-05-06 11:00:00',
        timezone: 'Mars/Olympus',
      },
      venue: null,
      organizer: null,
    };
    await expect(writeImportedEvent(item, 'refusal-test', caller)).rejects.toThrow();
    expect(await db.importedItem.count({ where: { source: 'refusal-test', uid } })).toBe(0);
    // Fixed in the next file, it is created, once.
    const fixed = { ...item, params: { ...item.params, timezone: 'Europe/Paris' } };
    expect(await writeImportedEvent(fixed, 'refusal-test', caller)).toBe('created');
    expect(await db.importedItem.count({ where: { source: 'refusal-test', uid } })).toBe(1);
  });
});
