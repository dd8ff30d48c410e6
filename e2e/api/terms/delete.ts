// Delete through the term routes, and the checks a delete or an update makes
// before asking who writes (docs/api.md §5, §7.2).
import { expect, test } from '@playwright/test';
import { db } from '../../fixtures/db';
import { api, eventWithTerms, linkedTermIds, postTerm, storedTerm } from '../../fixtures/terms';
import { admin, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function deleteTests(suite: TermSuite) {
  const { collection } = suite;
  test.describe(`${collection}: delete (§5)`, () => {
    test('deletes for good: the term as it was, gone from events; a second DELETE is 400', async ({
      request,
    }) => {
      const term = await postTerm(request, collection, admin(suite));
      const kept = await postTerm(request, collection, admin(suite));
      const event = await eventWithTerms(collection, [term.id, kept.id]);
      const modifiedUtc = event.modifiedUtc;

      const response = await request.delete(api(`${collection}/${term.id}`), {
        headers: admin(suite),
      });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ ...term, count: 1 });
      expect(await storedTerm(collection, term.id)).toBeNull();
      expect(await db.termId.findUnique({ where: { id: term.id } })).toBeNull();
      expect(await linkedTermIds(event.id, collection)).toEqual([kept.id]);
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).modifiedUtc).toBe(
        modifiedUtc,
      );

      const again = await request.delete(api(`${collection}/${term.id}`), {
        headers: admin(suite),
      });
      expect(again.status()).toBe(400);
      expect(await again.json()).toEqual(invalidParam('id'));
      expect((await request.get(api(`${collection}/${term.id}`))).status()).toBe(400);
    });
  });

  test.describe(`${collection}: permissions (§7.2, §11)`, () => {
    test('validates before checking permission: anonymous writes to unknown ids are 400', async ({
      request,
    }) => {
      const unknown = api(`${collection}/99999999`);
      for (const response of [
        await request.delete(unknown),
        await request.patch(unknown, { data: { name: 'x' } }),
      ]) {
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual(invalidParam('id'));
      }
      const term = await postTerm(request, collection, admin(suite));
      const invalid = await request.patch(api(`${collection}/${term.id}`), {
        data: { description: '' },
      });
      expect(await invalid.json()).toEqual(invalidParam('description'));
    });
  });
}
