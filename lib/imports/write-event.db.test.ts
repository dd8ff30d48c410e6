// Writing imported events (docs/import.md "Importing again"), against the real
// database: two writers of one UID at once, as two nodes or two uploads of
// one feed, make one event.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { writeImportedEvent } from './write-event';

describe('writeImportedEvent', () => {
  it('creates one event when two writers import the same UID at once', async () => {
    const user =
      (await db.user.findFirst({ where: { role: 'administrator' } })) ??
      (await db.user.create({
        data: { email: 'import-race@example.org', role: 'administrator', passwordHash: '' },
      }));
    const caller = { id: user.id, role: 'administrator' as const };
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
});
