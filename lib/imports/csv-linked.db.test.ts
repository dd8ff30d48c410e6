// Venue and organizer rows of a CSV import (docs/import.md "CSV files"),
// against the real database: a row is known again by its name.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { writeCsvLinkedPost } from './csv-linked';

describe('writeCsvLinkedPost', () => {
  it('creates a venue, finds it unchanged, then updates it', async () => {
    const user =
      (await db.user.findFirst({ where: { role: 'administrator' } })) ??
      (await db.user.create({
        data: { email: 'import-csv@example.org', role: 'administrator', passwordHash: '' },
      }));
    const caller = { id: user.id, role: 'administrator' as const };
    const name = `CSV venue ${process.pid}-${Date.now()}`;
    expect(await writeCsvLinkedPost('venues', { venue: name, city: 'Lyon' }, caller)).toBe(
      'created',
    );
    expect(await writeCsvLinkedPost('venues', { venue: name, city: 'Lyon' }, caller)).toBe(
      'unchanged',
    );
    expect(await writeCsvLinkedPost('venues', { venue: name, city: 'Nice' }, caller)).toBe(
      'updated',
    );
    const venues = await db.venue.findMany({ where: { name } });
    expect(venues.map((venue) => venue.city)).toEqual(['Nice']);
  });
});
