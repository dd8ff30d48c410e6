// Unique slugs (docs/api.md §0.7) read the slugs taken with a prefix
// filter, which on SQLite is a range of the unique index (lib/db.ts
// startingWith): it must take in exactly the slugs that start with the base.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { db } from '../db';
import { uniqueSlug } from './write-slugs';

let authorId: number;

const eventWithSlug = (slug: string) =>
  createEvent(authorId, { slug, liveSlug: slug, title: slug });

beforeAll(async () => {
  authorId = await createAuthor('slugs@example.org');
  for (const slug of ['vernissage', 'vernissage-2', 'vernissages', 'vernissagf', 'vernissag'])
    await eventWithSlug(slug);
});

describe('uniqueSlug', () => {
  it('counts the slugs that start with the base, and only those', async () => {
    // vernissage-2 is taken; vernissages, vernissagf and vernissag do not make 2 or 3 taken.
    expect(await uniqueSlug(db, 'event', 'Vernissage', 0)).toBe('vernissage-3');
    expect(await uniqueSlug(db, 'event', 'Vernissagf', 0)).toBe('vernissagf-2');
    expect(await uniqueSlug(db, 'event', 'Vernissages', 0)).toBe('vernissages-2');
  });

  it('takes a free base as it is, however many slugs it prefixes', async () => {
    await eventWithSlug('finissage-2');
    expect(await uniqueSlug(db, 'event', 'Finissage', 0)).toBe('finissage');
  });
});
