// SQLite's trigram index of event text (migration 20261124130000_event_search)
// only narrows a search; these show it never loses an event LIKE would find,
// in each language, and that its triggers follow every write.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { postgresConnection } from '../database-url.mjs';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { databaseProvider, env } from '../env';
import { coveringTrigrams, fewSearchMatches } from './read-search';
import { indexFoldsAsLike } from './search-folding';

let authorId: number;

const newEvent = (text: { title: string; titleFr?: string; description?: string }) =>
  createEvent(authorId, text);

beforeAll(async () => {
  authorId = await createAuthor('search@example.org');
});

describe.skipIf(databaseProvider !== 'sqlite')('the event search index', () => {
  it('finds every word in any field, ignoring case, also beyond ASCII', async () => {
    const event = await newEvent({
      title: 'Quintette Zéphyrin',
      description: '<p>Une soirée de musique de chambre</p>',
    });
    const found = (words: string[]) => fewSearchMatches(words, 'en');
    expect(await found(['zéphyrin'])).toEqual([event.id]);
    expect(await found(['ZÉPHYRIN', 'CHAMBRE'])).toEqual([event.id]);
    expect(await found(['zéphyrin', 'absent-word'])).toEqual([]);
  });

  it('searches the text each language shows: the translation, else the default text', async () => {
    const translated = await newEvent({ title: 'Lantern walk', titleFr: 'Marche aux lanternes' });
    const untranslated = await newEvent({ title: 'Lantern parade' });
    expect(await fewSearchMatches(['marche'], 'fr')).toEqual([translated.id]);
    expect(await fewSearchMatches(['marche'], 'en')).toEqual([]);
    expect(await fewSearchMatches(['parade'], 'fr')).toEqual([untranslated.id]);
    // The French page shows the translated title, so its English words are not searched there.
    expect(await fewSearchMatches(['walk'], 'fr')).toEqual([]);
  });

  it('follows updates and deletes', async () => {
    const event = await newEvent({ title: 'Harpsichord recital' });
    await db.event.update({ where: { id: event.id }, data: { title: 'Clavichord recital' } });
    expect(await fewSearchMatches(['harpsichord'], 'en')).toEqual([]);
    expect(await fewSearchMatches(['clavichord'], 'en')).toEqual([event.id]);
    await db.event.delete({ where: { id: event.id } });
    expect(await fewSearchMatches(['clavichord'], 'en')).toEqual([]);
  });

  it('leaves the search to LIKE when no word has three letters or the matches are many', async () => {
    const first = await newEvent({ title: 'Gamelan evening' });
    await newEvent({ title: 'Gamelan morning' });
    expect(await fewSearchMatches(['ga'], 'en')).toBeUndefined();
    expect(await fewSearchMatches(['gamelan'], 'en', 1)).toBeUndefined();
    expect(await fewSearchMatches(['gamelan', 'ev'], 'en')).toContain(first.id);
  });

  it('asks for every character of a word through a third of its trigrams', () => {
    expect(coveringTrigrams('abc')).toEqual(['abc']);
    expect(coveringTrigrams('jazz')).toEqual(['jaz', 'azz']);
    expect(coveringTrigrams('night')).toEqual(['nig', 'ght']);
    expect(coveringTrigrams('jazz night market')).toEqual([
      'jaz',
      'z n',
      'igh',
      't m',
      'ark',
      'ket',
    ]);
    expect(coveringTrigrams('zéphyr')).toEqual(['zép', 'hyr']);
    // Characters, not UTF-16 units, as SQLite's tokenizer counts them.
    expect(coveringTrigrams('a😀bcd')).toEqual(['a😀b', 'bcd']);
  });

  it('finds a phrase, and when its trigrams in any order are too many, the phrase itself', async () => {
    const phrase = await newEvent({ title: 'Jazz Night Market' });
    // Every covering trigram of the phrase, not in its order.
    const scattered = await newEvent({ title: 'Jazz nightcap at market' });
    const found = await fewSearchMatches(['jazz night market'], 'en');
    expect(found).toContain(phrase.id);
    expect(found).toContain(scattered.id);
    expect(await fewSearchMatches(['jazz night market'], 'en', 1)).toEqual([phrase.id]);
    expect(await fewSearchMatches(['jazz night market', 'absent'], 'en', 1)).toEqual([]);
  });

  it('asks for a word of four characters in order when its two trigrams name too many', async () => {
    const word = await newEvent({ title: 'Ogre tales' });
    // "ogr" and "gre", not as "ogre".
    await newEvent({ title: 'Ogrish greetings' });
    expect(await fewSearchMatches(['ogre'], 'en', 1)).toEqual([word.id]);
  });

  it('names every event whose text holds the words, whatever they are', async () => {
    const titles = [
      'Jazz Night Market',
      'Night market of jazz',
      'Marché de nuit à Montréal',
      'Straße der Musik',
      'Concierto 🎷 de jazz',
      'jazz\tnight "market"',
    ];
    const events = await Promise.all(titles.map((title) => newEvent({ title })));
    const searches = [
      ['jazz night market'],
      ['night', 'market'],
      ['marché de nuit'],
      ['MONTRÉAL'],
      ['straße'],
      ['🎷 de jazz'],
      ['"market"'],
      ['t m', 'jaz'],
    ];
    for (const words of searches) {
      const holding = events.filter((_, index) =>
        words.every((word) => titles[index]!.toLowerCase().includes(word.toLowerCase())),
      );
      const found = await fewSearchMatches(words, 'en');
      expect(holding.length, words.join(' ')).toBeGreaterThan(0);
      for (const event of holding) expect(found, words.join(' ')).toContain(event.id);
    }
  });

  it('leaves to LIKE a word whose case the index folds apart, as Georgian capitals', async () => {
    // "ჯაზის ღამე" (jazz night) in Mtavruli, the capitals Unicode added in 2018.
    await newEvent({ title: 'ᲯᲐᲖᲘᲡ ᲦᲐᲛᲔ' });
    expect(indexFoldsAsLike('café')).toBe(true);
    expect(indexFoldsAsLike('STRAẞE')).toBe(true);
    expect(indexFoldsAsLike('ჯაზის')).toBe(false);
    expect(indexFoldsAsLike('ᲯᲐᲖᲘᲡ')).toBe(false);
    expect(await fewSearchMatches(['ჯაზის'], 'en')).toBeUndefined();
    // Another word still narrows, and LIKE decides on the Georgian one.
    const both = await newEvent({ title: 'ᲯᲐᲖᲘᲡ ᲦᲐᲛᲔ: Tbilisi' });
    expect(await fewSearchMatches(['ჯაზის', 'tbilisi'], 'en')).toEqual([both.id]);
    expect(await fewSearchMatches(['ᲯᲐᲖᲘᲡ'], 'en')).toBeUndefined();
  });

  it('takes a word with double quotes as text, not as query syntax', async () => {
    const event = await newEvent({ title: 'The "Moonlight" sonata' });
    expect(await fewSearchMatches(['"moonlight"'], 'en')).toEqual([event.id]);
    expect(await fewSearchMatches(['sonata" OR "x'], 'en')).toEqual([]);
  });
});

describe.skipIf(databaseProvider !== 'postgresql')('on PostgreSQL', () => {
  it('leaves the search to ILIKE, which its trigram indexes serve', async () => {
    await newEvent({ title: 'Theremin night' });
    expect(await fewSearchMatches(['theremin'], 'en')).toBeUndefined();
    const indexes = await db.$queryRawUnsafe<{ indexname: string }[]>(
      `SELECT indexname FROM pg_indexes
       WHERE schemaname = $1 AND tablename = 'events' AND indexname LIKE '%search_idx'`,
      postgresConnection(env.DATABASE_URL).schema,
    );
    expect(indexes).toHaveLength(9);
  });
});
