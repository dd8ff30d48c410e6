// Category and tag names in event writes (docs/api.md §4.2.6).
import { expect, test } from '@playwright/test';
import type { Role } from '../../../lib/auth/roles';
import type { Language } from '../../../lib/i18n/languages';
import { resolveEventTerms } from '../../../lib/terms/write-event-terms';
import { writeTransaction } from '../../../lib/db';
import { unique } from '../../fixtures/db';
import { api, postTerm, storedTerm, storedTermNamed } from '../../fixtures/terms';
import { admin, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function eventNameTests(suite: TermSuite) {
  const { collection, other, isCategory, users } = suite;
  test.describe(`${collection}: names in event writes, resolveEventTerms (§4.2.6)`, () => {
    const kind = isCategory ? 'category' : 'tag';
    const resolve = (items: string[], role: Role, language: Language = 'en') =>
      writeTransaction((tx) =>
        resolveEventTerms(tx, kind, items, {
          caller: { id: users[role].id, role },
          language,
          siteZone: 'UTC',
        }),
      );

    test('ids, slugs and names name existing terms; unknown ids are skipped; first-seen order', async ({
      request,
    }) => {
      const prefix = unique('Resolve');
      const existing = await postTerm(request, collection, admin(suite), {
        name: `${prefix} Existing`,
        slug: `${prefix}-slug`,
      });
      const second = await postTerm(request, collection, admin(suite), {
        name: `${prefix} Second`,
      });
      const foreign = await postTerm(request, other, admin(suite));
      const items = [String(second.id), '99999999', String(foreign.id), `${prefix}-slug`];
      items.push(`${prefix} EXISTING`, String(existing.id), second.slug, ` ${prefix} second `);
      expect(await resolve(items, 'author')).toEqual([second.id, existing.id]);
      expect(await resolve([], 'editor')).toEqual([]);
    });

    test('administrators and editors create unknown names; other roles skip them', async () => {
      const prefix = unique('Implicit');
      for (const role of ['author', 'contributor', 'subscriber'] as const) {
        expect(await resolve([`${prefix} Skipped`], role)).toEqual([]);
      }
      expect(await storedTermNamed(collection, `${prefix} Skipped`)).toBeNull();

      const created = await resolve([`${prefix} New`, `${prefix} NEW`, '<b></b>'], 'editor');
      expect(created).toHaveLength(1);
      expect(await storedTerm(collection, created[0]!)).toMatchObject({
        name: `${prefix} New`,
        slug: `${prefix.toLowerCase()}-new`,
        nameFr: null,
        ...(isCategory ? { parentId: null } : {}),
      });
      expect(await resolve([`${prefix} Other`, `${prefix} new`], 'administrator')).toEqual([
        expect.any(Number),
        created[0],
      ]);
    });

    test('names match in the default and the write language; new terms follow the §9 create rule', async ({
      request,
    }) => {
      const prefix = unique('Lang');
      const term = await postTerm(request, collection, admin(suite), { name: `${prefix} Music` });
      await request.patch(api(`${collection}/${term.id}?translation_language=fr`), {
        headers: admin(suite),
        data: { name: `${prefix} Musique` },
      });
      expect(await resolve([`${prefix} musique`], 'author', 'fr')).toEqual([term.id]);
      expect(await resolve([`${prefix} music`], 'author', 'fr')).toEqual([term.id]);
      expect(await resolve([`${prefix} Musique`], 'author', 'en')).toEqual([]);

      const [created] = await resolve([`${prefix} Nouveau`], 'administrator', 'fr');
      expect(await storedTerm(collection, created!)).toMatchObject({
        name: `${prefix} Nouveau`,
        nameFr: `${prefix} Nouveau`,
      });
    });

    test('terms made for a write that fails afterwards are not kept', async () => {
      const name = unique('RolledBack');
      const failing = writeTransaction(async (tx) => {
        const made = await resolveEventTerms(tx, kind, [name], {
          caller: { id: users.editor.id, role: 'editor' },
          language: 'en',
          siteZone: 'UTC',
        });
        expect(made).toHaveLength(1);
        throw new Error('event write failed');
      });
      await expect(failing).rejects.toThrow('event write failed');
      expect(await storedTermNamed(collection, name)).toBeNull();
    });
  });
}
