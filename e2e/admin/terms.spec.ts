import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { findOneInList, idInAddress, screenshot, signInBeforeEach } from '../fixtures/admin';
import { linkTerms, postTerm, storedTerm, type Collection } from '../fixtures/terms';
import { createUser, type TestUser } from '../fixtures/users';

test.describe('as an editor', () => {
  const editor = signInBeforeEach('editor');

  const kinds = [
    { collection: 'categories', singular: 'category', title: 'Categories' },
    { collection: 'tags', singular: 'tag', title: 'Tags' },
  ] as const;

  for (const kind of kinds) {
    test(`creates, edits, finds and deletes a ${kind.singular}`, async ({ page }, testInfo) => {
      const name = unique(`Jazz ${kind.singular}`);
      const slug = name.toLowerCase().replace(/ /g, '-');
      let id = 0;

      await test.step('create', async () => {
        await page.goto(`/en/admin/${kind.collection}`);
        await expect(page.getByRole('heading', { name: kind.title })).toBeVisible();
        await page.getByRole('link', { name: `New ${kind.singular}`, exact: true }).click();
        await page.getByLabel('Name').fill(name);
        await page.getByLabel('Description', { exact: true }).fill('Swing and bebop.');
        await screenshot(page, testInfo, `${kind.singular}-new-en`);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(`The ${kind.singular} was saved.`)).toBeVisible();
        id = idInAddress(page, kind.collection);
        expect(await storedTerm(kind.collection, id)).toMatchObject({ name });
        // The server made the slug from the name.
        await expect(page.getByLabel('Slug')).toHaveValue(slug);
      });

      await test.step('edit', async () => {
        await page.getByLabel('Slug').fill(`${slug}-x`);
        await page.getByLabel('Name').fill(`${name} x`);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('heading', { name: `${name} x` })).toBeVisible();
        expect(await storedTerm(kind.collection, id)).toMatchObject({
          name: `${name} x`,
          slug: `${slug}-x`,
        });
        await screenshot(page, testInfo, `${kind.singular}-edit-en`);
      });

      await test.step('find by search', async () => {
        await findOneInList(page, testInfo, kind, name);
        await page.getByRole('link', { name: `${name} x` }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${kind.collection}/${id}$`));
      });

      await test.step('delete for good, after a question', async () => {
        const remove = page.getByRole('button', { name: 'Delete' });
        await remove.click();
        const dialog = page.getByRole('dialog', { name: `Delete this ${kind.singular} for good?` });
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
        await expect(dialog).toBeHidden();
        await expect(remove).toBeFocused();
        expect(await storedTerm(kind.collection, id)).not.toBeNull();

        await remove.click();
        await dialog.getByRole('button', { name: 'Delete for good' }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${kind.collection}\\?deleted=1$`));
        await expect(page.getByText(`The ${kind.singular} was deleted.`)).toBeVisible();
        expect(await storedTerm(kind.collection, id)).toBeNull();
      });
    });
  }

  test('shows categories as a tree and moves one under another', async ({
    page,
    request,
  }, testInfo) => {
    const word = unique('Tree');
    const parent = await postTerm(request, 'categories', editor.headers, { name: `${word} music` });
    const child = await postTerm(request, 'categories', editor.headers, {
      name: `${word} bebop`,
      parent: parent.id,
    });
    const other = await postTerm(request, 'categories', editor.headers, { name: `${word} art` });

    await page.goto(`/en/admin/categories?search=${word}`);
    const rows = page.locator('tbody tr');
    await expect(rows.getByRole('rowheader')).toHaveText([
      `${word} art`,
      `${word} music`,
      `— ${word} bebop`,
    ]);
    await expect(rows.nth(2).locator('td').nth(1)).toHaveText(`${word} music`);
    await screenshot(page, testInfo, 'categories-tree-en');

    await page.getByRole('link', { name: `${word} art` }).click();
    const parentSelect = page.getByLabel('Parent category');
    // The editor's choices are there (others' names), but not its own: a category cannot go below itself.
    await expect(page.getByRole('heading', { name: `${word} art` })).toBeVisible();
    await expect(parentSelect.locator('option', { hasText: `— ${word} bebop` })).toHaveCount(1);
    await expect(parentSelect.locator('option', { hasText: `${word} art` })).toHaveCount(0);
    await parentSelect.selectOption({ label: `— ${word} bebop` });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The category was saved.')).toBeVisible();
    expect((await db.category.findUniqueOrThrow({ where: { id: other.id } })).parentId).toBe(
      child.id,
    );
    await expect(parentSelect).toHaveValue(String(child.id));
  });

  test('puts a name already used on the name field', async ({ page, request }) => {
    const existing = await postTerm(request, 'tags', editor.headers);
    await page.goto('/en/admin/tags/new');
    await page.getByLabel('Name').fill(existing.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
      'This name is already used here.',
    );
  });

  test('lists the upcoming events of a category and a tag', async ({ page, request }) => {
    const event = await createEvent({
      title: unique('Tagged night'),
      startLocal: daysFromToday(4, '20:00:00'),
      endLocal: daysFromToday(4, '22:00:00'),
    });
    for (const collection of ['categories', 'tags'] as Collection[]) {
      const term = await postTerm(request, collection, editor.headers);
      await linkTerms(event.id, collection, [term.id]);
      await page.goto(`/en/admin/${collection}/${term.id}`);
      const events = page.getByRole('region', { name: 'Upcoming events' });
      await expect(events.getByRole('link')).toHaveText([event.title]);
    }
  });

  test('speaks French and Spanish', async ({ page, request }, testInfo) => {
    const category = await postTerm(request, 'categories', editor.headers);
    await page.goto(`/fr/admin/categories?search=${category.name}`);
    await expect(page.getByRole('heading', { name: 'Catégories' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 catégorie');
    await expect(page.getByRole('link', { name: 'Nouvelle catégorie' })).toBeVisible();
    await screenshot(page, testInfo, 'categories-fr');

    await page.goto('/es/admin/venues/new');
    await expect(page.getByRole('heading', { name: 'Nuevo lugar' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByLabel('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    await expect(page.getByLabel('Mostrar un mapa')).toBeChecked();
    await screenshot(page, testInfo, 'venue-new-es');
  });

  for (const [locale, collection, words] of [
    [
      'fr',
      'categories',
      {
        slug: 'Identifiant',
        name: 'Nom',
        save: 'Enregistrer',
        taken: 'Cet identifiant est déjà utilisé.',
      },
    ],
    [
      'es',
      'tags',
      {
        slug: 'Identificador',
        name: 'Nombre',
        save: 'Guardar',
        taken: 'Este identificador ya está en uso.',
      },
    ],
  ] as const) {
    test(`says slug in the words of ${locale}, its error included`, async ({ page, request }) => {
      const taken = await postTerm(request, collection, editor.headers);
      await page.goto(`/${locale}/admin/${collection}?search=${taken.name}`);
      await expect(page.getByRole('columnheader', { name: words.slug })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Slug' })).toHaveCount(0);

      // A slug another term holds is refused on update (docs/api.md §4.6).
      const mine = await postTerm(request, collection, editor.headers);
      await page.goto(`/${locale}/admin/${collection}/${mine.id}`);
      await expect(page.getByLabel(words.name, { exact: true })).toHaveValue(mine.name);
      await page.getByLabel(words.slug).fill(taken.slug);
      await page.getByRole('button', { name: words.save }).click();
      await expect(page.getByLabel(words.slug)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(words.slug)).toHaveAccessibleDescription(
        new RegExp(`^${words.taken}`),
      );
      // Nothing the reader sees says slug.
      expect(await page.getByRole('main').innerText()).not.toMatch(/slug/i);
    });
  }
});

test.describe('as a contributor', () => {
  const contributor = signInBeforeEach('contributor');
  let editor: TestUser;
  test.beforeAll(async () => {
    editor = await createUser('editor');
  });

  test('offers a contributor no way to manage categories, which the API refuses', async ({
    page,
    request,
  }) => {
    const response = await request.post('/calendar/events/v1/categories', {
      headers: contributor.headers,
      data: { name: unique('Not mine') },
    });
    expect(response.status()).toBe(403);

    const category = await postTerm(request, 'categories', editor.headers);
    await page.goto(`/en/admin/categories?search=${category.name}`);
    await expect(page.getByRole('link', { name: category.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New category' })).toHaveCount(0);
    await page.getByRole('link', { name: category.name }).click();
    await expect(page.getByLabel('Name')).toBeDisabled();
    await expect(page.getByText('Your role lets you read this but not change it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await page.goto('/en/admin/categories/new');
    await expect(page.getByText('Your role does not allow you to create this.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveCount(0);
  });
});
