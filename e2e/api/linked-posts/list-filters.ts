// The filters of GET /venues and GET /organizers (docs/api.md §3.2, §9).
import { expect } from '@playwright/test';
import { createEvent, daysFromToday, unique } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function listFilterBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`GET /${collection}: event, has_events, only_with_upcoming (§3.2)`, () => {
    test('filters by a linked event of any status and rejects ids that are not events', async ({
      api,
    }) => {
      const word = unique('event');
      const linked = await api.create({ description: word });
      await api.create({ description: word });
      const draftEvent = await createEvent({
        status: 'draft',
        startLocal: daysFromToday(3),
        endLocal: daysFromToday(3, '12:00:00'),
      });
      await kind.linkToEvent(linked.id, draftEvent.id);
      expect(await api.listIds(`search=${word}&event=${draftEvent.id}`)).toEqual([linked.id]);

      const invalid = { event: 'Invalid parameter.' };
      await expectError(await api.get(`?event=${linked.id}`), 400, 'rest_invalid_param', invalid);
      await expectError(await api.get('?event=foo'), 400, 'rest_invalid_param', invalid);
      await expectError(await api.get('?event=999999999'), 400, 'rest_invalid_param', invalid);
    });

    test('has_events counts published, scheduled and private events, never drafts or trash', async ({
      api,
    }) => {
      const word = unique('has');
      const [withPublished, withPrivate, withDraft, withTrashed, without] = await Promise.all(
        [1, 2, 3, 4, 5].map(() => api.create({ description: word })),
      );
      const link = async (item: { id: number }, status: string) => {
        const event = await createEvent({
          status,
          startLocal: daysFromToday(-30),
          endLocal: daysFromToday(-30, '12:00:00'),
        });
        await kind.linkToEvent(item.id, event.id);
      };
      await link(withPublished, 'publish');
      await link(withPrivate, 'private');
      await link(withDraft, 'draft');
      await link(withTrashed, 'trash');

      const has = await api.listIds(`search=${word}&has_events=yes`);
      expect(has.sort()).toEqual([withPublished.id, withPrivate.id].sort());
      const hasNot = await api.listIds(`search=${word}&has_events=false`);
      expect(hasNot.sort()).toEqual([withDraft.id, withTrashed.id, without.id].sort());
    });

    test('only_with_upcoming keeps items with an upcoming event the caller may read', async ({
      api,
    }) => {
      const word = unique('upcoming');
      const [upcoming, past, upcomingDraft] = await Promise.all(
        [1, 2, 3].map(() => api.create({ description: word })),
      );
      const link = async (item: { id: number }, days: number, status = 'publish') => {
        const event = await createEvent({
          status,
          startLocal: daysFromToday(days),
          endLocal: daysFromToday(days, '12:00:00'),
        });
        await kind.linkToEvent(item.id, event.id);
      };
      await link(upcoming, 5);
      await link(past, -5);
      await link(upcomingDraft, 5, 'draft');

      expect(await api.listIds(`search=${word}&only_with_upcoming=1`)).toEqual([upcoming.id]);
      const forEditor = await api.listIds(
        `search=${word}&only_with_upcoming=true`,
        api.users.editor,
      );
      expect(forEditor.sort()).toEqual([upcomingDraft.id, upcoming.id].sort());
      expect(await api.listIds(`search=${word}&only_with_upcoming=0`)).toHaveLength(3);
    });
  });

  test.describe(`GET /${collection}: search (§3.2, §9)`, () => {
    test('rejects an empty search', async ({ api }) => {
      await expectError(await api.get('?search='), 400, 'rest_invalid_param', {
        search: 'Invalid parameter.',
      });
    });

    test('needs every fragment inside one single field, case-insensitively', async ({ api }) => {
      const word = unique('frag');
      const both = await api.create({ [model]: `Grand ${word} Hall`, description: 'plain' });
      await api.create({ [model]: `Grand ${word}`, description: 'Hall of fame' });
      expect(await api.listIds(`search=${encodeURIComponent(`HALL, ${word}!`)}`)).toEqual([
        both.id,
      ]);
    });

    test('searches the name and description in the effective language, falling back to English', async ({
      api,
    }) => {
      const word = unique('lang');
      const translated = await api.create({ [model]: `Hall ${word}` });
      const untranslated = await api.create({ [model]: `Theatre ${word}` });
      const response = await api.update(`/${translated.id}?translation_language=fr`, {
        [model]: `Salle ${word}`,
      });
      expect(response.status()).toBe(200);

      expect(await api.listIds(`search=Salle%20${word}`)).toEqual([]);
      expect(await api.listIds(`search=Salle%20${word}&translation_language=fr`)).toEqual([
        translated.id,
      ]);
      expect(await api.listIds(`search=Hall%20${word}&translation_language=fr`)).toEqual([]);
      expect(await api.listIds(`search=Theatre%20${word}&translation_language=fr`)).toEqual([
        untranslated.id,
      ]);
      expect(await kind.stored(translated.id)).toMatchObject({
        name: `Hall ${word}`,
        nameFr: `Salle ${word}`,
      });
    });
  });
}
