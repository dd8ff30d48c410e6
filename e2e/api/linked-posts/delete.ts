// DELETE /venues/{id}, /venues/by-slug/{slug} and the same for organizers (docs/api.md §5, §6).
import { expect } from '@playwright/test';
import { createEvent, daysFromToday, db } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function deleteBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`DELETE /${collection}/{id} (§5)`, () => {
    test('moves the item to the trash, keeps its slug and unlinks it from every event', async ({
      api,
    }) => {
      const item = await api.create();
      const event = await createEvent({
        startLocal: daysFromToday(2),
        endLocal: daysFromToday(2, '12:00:00'),
      });
      await kind.linkToEvent(item.id, event.id);
      const before = await db.event.findUniqueOrThrow({ where: { id: event.id } });

      // `force` is ignored: the API never deletes permanently (§5).
      const response = await api.delete(`/${item.id}?force=true`);
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: item.id, status: 'trash', slug: item.slug });
      expect(body.json_ld).toBeUndefined();
      expect(await kind.stored(item.id)).toMatchObject({
        status: 'trash',
        slug: item.slug,
        liveSlug: null,
      });
      expect(await kind.isLinkedToEvent(item.id, event.id)).toBe(false);
      const after = await db.event.findUniqueOrThrow({ where: { id: event.id } });
      expect(after.modifiedUtc).toBe(before.modifiedUtc);
    });

    test(`answers a second delete with 410 ${model}-is-in-trash`, async ({ api }) => {
      const item = await api.create();
      expect((await api.delete(`/${item.id}`)).status()).toBe(200);
      const body = await expectError(await api.delete(`/${item.id}`), 410, `${model}-is-in-trash`);
      expect(body.message).toBe(`The ${model} is already trashed`);
    });

    test('validates the id before the caller: 400, then 401 and 403', async ({ api }) => {
      const event = await createEvent({
        startLocal: daysFromToday(2),
        endLocal: daysFromToday(2, '12:00:00'),
      });
      await expectError(await api.delete(`/${event.id}`, null), 400, 'rest_invalid_param', {
        id: 'Invalid parameter.',
      });
      const item = await api.create();
      const anonymous = await api.delete(`/${item.id}`, null);
      await expectError(anonymous, 401, 'rest_forbidden');
      expect(anonymous.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
      await expectError(
        await api.delete(`/${item.id}`, api.users.subscriber),
        403,
        'rest_forbidden',
      );
      expect((await kind.stored(item.id))?.status).toBe('publish');
    });

    test('deletes by slug, after which the slug names nothing', async ({ api }) => {
      const item = await api.create();
      const response = await api.delete(`/by-slug/${item.slug}`);
      expect(response.status()).toBe(200);
      expect((await response.json()).status).toBe('trash');
      await expectError(await api.delete(`/by-slug/${item.slug}`), 400, 'rest_invalid_param', {
        slug: 'Invalid parameter.',
      });
    });
  });
}
