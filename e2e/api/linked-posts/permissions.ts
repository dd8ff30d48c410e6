// Who may create, edit and delete venues and organizers, and name another
// author for them (docs/accounts.md, docs/api.md §0.3, §4.1, §11).
import { expect } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function permissionBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection } = kind;

  test.describe(`/${collection}: roles (§11)`, () => {
    test('refuses creates to anonymous callers (401) and subscribers (403)', async ({ api }) => {
      const anonymous = await expectError(await api.post({}, null), 401, 'rest_forbidden');
      expect(anonymous.message).toBe('Sorry, you are not allowed to do that.');
      await expectError(await api.post({}, api.users.subscriber), 403, 'rest_forbidden');
    });

    test('never lets contributors publish', async ({ api }) => {
      const { contributor } = api.users;
      const statusOf = async (fields: Record<string, unknown>) =>
        (await api.create(fields, contributor)).status;
      expect(await statusOf({})).toBe('draft');
      expect(await statusOf({ status: 'publish' })).toBe('pending');
      expect(await statusOf({ status: 'private' })).toBe('pending');
      expect(await statusOf({ status: 'future' })).toBe('pending');
      expect(await statusOf({ status: 'draft' })).toBe('draft');

      const draft = await api.create({}, contributor);
      const asked = await api.update(`/${draft.id}`, { status: 'publish' }, contributor);
      expect((await asked.json()).status).toBe('pending');
    });

    test('lets contributors edit and delete their own items only while unpublished', async ({
      api,
    }) => {
      const { contributor, editor } = api.users;
      const draft = await api.create({}, contributor);
      expect((await api.update(`/${draft.id}`, { description: 'x' }, contributor)).status()).toBe(
        200,
      );
      expect((await api.update(`/${draft.id}`, { status: 'publish' }, editor)).status()).toBe(200);
      await expectError(
        await api.update(`/${draft.id}`, { description: 'y' }, contributor),
        403,
        'rest_forbidden',
      );
      await expectError(await api.delete(`/${draft.id}`, contributor), 403, 'rest_forbidden');

      const other = await api.create({ status: 'draft' }, editor);
      await expectError(
        await api.update(`/${other.id}`, { description: 'y' }, contributor),
        403,
        'rest_forbidden',
      );
      const own = await api.create({}, contributor);
      expect((await api.delete(`/${own.id}`, contributor)).status()).toBe(200);
    });

    test('lets authors publish, edit and delete their own items but not others\u2019', async ({
      api,
    }) => {
      const { author, editor } = api.users;
      const own = await api.create({}, author);
      expect(own.status).toBe('publish');
      expect((await api.update(`/${own.id}`, { description: 'x' }, author)).status()).toBe(200);
      const others = await api.create({}, editor);
      await expectError(
        await api.update(`/${others.id}`, { description: 'x' }, author),
        403,
        'rest_forbidden',
      );
      await expectError(await api.delete(`/${others.id}`, author), 403, 'rest_forbidden');
      expect((await api.delete(`/${own.id}`, author)).status()).toBe(200);
    });

    test('lets editors and administrators edit and delete anyone\u2019s items', async ({ api }) => {
      const { author, editor, administrator } = api.users;
      const first = await api.create({ status: 'draft' }, author);
      const second = await api.create({}, author);
      expect((await api.update(`/${first.id}`, { description: 'x' }, editor)).status()).toBe(200);
      expect(
        (await api.update(`/${second.id}`, { description: 'x' }, administrator)).status(),
      ).toBe(200);
      expect((await api.delete(`/${first.id}`, editor)).status()).toBe(200);
      expect((await api.delete(`/${second.id}`, administrator)).status()).toBe(200);
      expect((await kind.stored(first.id))?.authorId).toBe(author.id);
    });

    test('lets only editors and administrators name another author; a refused create writes nothing', async ({
      api,
    }) => {
      const { administrator, editor, author, contributor } = api.users;
      for (const user of [editor, administrator]) {
        const item = await api.create({ author: contributor.id }, user);
        expect(item.author, user.role).toBe(String(contributor.id));
      }
      expect((await api.create({ author: author.id }, author)).author).toBe(String(author.id));
      for (const user of [author, contributor]) {
        const name = unique('Refused');
        const body = await expectError(
          await api.post({ [kind.model]: name, author: editor.id }, user),
          403,
          'rest_cannot_edit_others',
        );
        expect(body.message).toBe('Sorry, you are not allowed to update posts as this user.');
        expect(await kind.countNamed(name)).toBe(0);
      }
    });
  });
}
