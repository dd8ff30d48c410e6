// An imported venue's or organizer's name finds the live one it stands for
// (docs/import.md "What maps to what") whatever its case, accents included,
// and whether either spelling is composed (NFC) or decomposed (NFD), on SQLite
// and on PostgreSQL, whose ILIKE folds only what its LC_CTYPE knows.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createVenue } from '../../scripts/vitest/rows';
import { db } from '../db';
import { idOfName, liveIdsByName } from './linked-names';

let authorId: number;
beforeAll(async () => {
  authorId = await createAuthor('linked-names@example.org');
});

/** A live venue of exactly this name, the only live one (earlier runs' are trashed). */
async function onlyVenue(name: string) {
  await db.venue.updateMany({
    where: { name: { in: [name.normalize('NFC'), name.normalize('NFD')] } },
    data: { status: 'trash' },
  });
  return (await createVenue(authorId, { name })).id;
}

describe('liveIdsByName', () => {
  it.each([
    ['an accented capital', 'école de musique', 'ÉCOLE DE MUSIQUE'],
    ['a decomposed stored name', 'Théâtre du Parc'.normalize('NFD'), 'THÉÂTRE DU PARC'],
    ['a decomposed imported name', 'Salle Molière', 'SALLE MOLIÈRE'.normalize('NFD')],
    ['a name without ASCII letters', 'школа музыки', 'ШКОЛА МУЗЫКИ'],
    ['a decomposed name without ASCII letters', 'йога клуб'.normalize('NFD'), 'ЙОГА КЛУБ'],
  ])('finds %s', async (_, stored, imported) => {
    const id = await onlyVenue(stored);
    const ids = await liveIdsByName('venue', [imported]);
    expect(idOfName(ids, imported)).toBe(id);
  });
});
