// Rows stored under an older sanitiser are cleaned once by `npm start`
// (db:prepare), on SQLite and on PostgreSQL; clean rows are not rewritten.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { db } from '../db';
import { allocateTermId } from '../ids';
import { RICH_TEXT_VERSION } from '../text/sanitize';
import { cleanStoredHtml } from './clean-stored-html';

const DIRTY = '<p>Hi</p><a href="javascript&colon;alert(1)">c</a>';
const CLEAN = '<p>Hi</p><a>c</a>';

const forgetCleaning = () => db.setting.deleteMany({ where: { key: 'rich_text_cleaned_with' } });

let authorId: number;

beforeAll(async () => {
  authorId = await createAuthor('clean-html@example.org');
});

describe('cleanStoredHtml', () => {
  it('cleans every HTML field of events and terms once, and leaves the rest of the row', async () => {
    await forgetCleaning();
    const event = await createEvent(authorId, {
      description: DIRTY,
      excerptFr: DIRTY,
      descriptionEs: '<p>Limpio</p>',
      modifiedUtc: '2030-01-01 10:00:00',
    });
    const id = await allocateTermId(db, 'tag');
    await db.tag.create({
      data: { id, name: `Clean ${id}`, slug: `clean-${id}`, description: DIRTY },
    });

    expect(await cleanStoredHtml()).toBeGreaterThanOrEqual(2);

    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect([stored.description, stored.excerptFr, stored.descriptionEs]).toEqual([
      CLEAN,
      CLEAN,
      '<p>Limpio</p>',
    ]);
    expect(stored.modifiedUtc).toBe('2030-01-01 10:00:00');
    expect((await db.tag.findUniqueOrThrow({ where: { id } })).description).toBe(CLEAN);
    const marker = await db.setting.findUnique({ where: { key: 'rich_text_cleaned_with' } });
    expect(marker?.value).toBe(RICH_TEXT_VERSION);
  });

  it('does nothing once the current rules have cleaned the database', async () => {
    await cleanStoredHtml();
    const event = await createEvent(authorId, { description: DIRTY });
    expect(await cleanStoredHtml()).toBe(0);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).description).toBe(DIRTY);
  });
});
