// Duplicating events, venues and organizers (docs/admin.md "Duplicating"):
// from a list's row and from an editor, the copy read back through the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBeforeEach, searchList } from '../fixtures/admin';
import { createOrganizer, createVenue, daysFromToday, unique } from '../fixtures/db';
import type { TestUser } from '../fixtures/users';

const editor = signInBeforeEach('editor');
const api = (path: string) => `/calendar/events/v1/${path}`;

async function post(request: APIRequestContext, user: TestUser, path: string, data: object) {
  const response = await request.post(api(path), { headers: user.headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown> & { id: number };
}

async function read(request: APIRequestContext, user: TestUser, path: string) {
  const response = await request.get(api(path), { headers: user.headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown> & { id: number };
}

/** An event with every field the editor writes filled, and a French title and description. */
async function fullEvent(request: APIRequestContext, user: TestUser) {
  const title = unique('Harbour Jazz');
  const venue = await createVenue();
  const organizer = await createOrganizer();
  const category = await post(request, user, 'categories', { name: unique('Jazz') });
  const tag = await post(request, user, 'tags', { name: unique('outdoor') });
  const event = await post(request, user, 'events', {
    title,
    start_date: daysFromToday(20, '19:30:00'),
    end_date: daysFromToday(20, '22:00:00'),
    timezone: 'Europe/Paris',
    description: '<p>Live music on the <strong>pier</strong>.</p>',
    excerpt: 'Jazz by the sea',
    venue: venue.id,
    organizer: [organizer.id],
    categories: [category.id],
    tags: [tag.id],
    cost: '15 €',
    website: 'https://jazz.example.org/',
    featured: true,
    sticky: true,
    show_map: true,
    show_map_link: false,
    status: 'publish',
  });
  await request.patch(api(`events/${event.id}?translation_language=fr`), {
    headers: user.headers,
    data: { title: `${title} FR`, description: '<p>Musique sur la jetée.</p>' },
  });
  return { ...event, title };
}

/** The fields a copy shares with its original. */
const COPIED = [
  'description',
  'excerpt',
  'start_date',
  'end_date',
  'all_day',
  'timezone',
  'cost',
  'cost_details',
  'website',
  'featured',
  'sticky',
  'hide_from_listings',
  'show_map',
  'show_map_link',
] as const;

const linkedIds = (event: Record<string, unknown>) => ({
  venue: (event.venue as { id: number }).id,
  organizers: (event.organizer as { id: number }[]).map(({ id }) => id),
  categories: (event.categories as { id: number }[]).map(({ id }) => id),
  tags: (event.tags as { id: number }[]).map(({ id }) => id),
});

/** Waits for the copy's editor, which says it is a copy; its id. */
async function copyOpened(
  page: Page,
  collection: string,
  notice: string,
  mark = '1',
): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`/admin/${collection}/\\d+\\?duplicated=${mark}`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  return Number(new RegExp(`/admin/${collection}/(\\d+)`).exec(page.url())![1]);
}

test.describe('duplicating', () => {
  test('an event from the list makes a draft with every field and its French texts', async ({
    page,
    request,
  }) => {
    test.slow();
    const original = await fullEvent(request, editor);
    await page.goto('/en/admin/events');
    await searchList(page, original.title);
    await page.getByRole('button', { name: `Duplicate: ${original.title}` }).click();
    const copyId = await copyOpened(page, 'events', 'This is a copy, saved as a draft.');
    await expect(
      page.getByRole('heading', { level: 1, name: `${original.title} (copy)` }),
    ).toBeVisible();

    const before = await read(request, editor, `events/${original.id}`);
    const copy = await read(request, editor, `events/${copyId}`);
    expect(copy.id).not.toBe(original.id);
    expect(copy.status).toBe('draft');
    expect(copy.title).toBe(`${original.title} (copy)`);
    expect(copy.slug).not.toBe(before.slug);
    for (const field of COPIED) expect(copy[field], field).toEqual(before[field]);
    expect(linkedIds(copy)).toEqual(linkedIds(before));
    expect(copy.recurrence).toEqual([]);

    const french = await read(request, editor, `events/${copyId}?translation_language=fr`);
    expect(french.title).toBe(`${original.title} FR`);
    expect(french.description).toContain('Musique sur la jetée.');
  });

  test('an occurrence from its editor, in French, makes one event on that date', async ({
    page,
    request,
  }) => {
    test.slow();
    const title = unique('Cours de yoga');
    const series = await post(request, editor, 'events', {
      title,
      start_date: daysFromToday(10, '18:00:00'),
      end_date: daysFromToday(10, '19:00:00'),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
      status: 'publish',
    });
    const list = await read(
      request,
      editor,
      `events?series=${series.id}&start_date=${daysFromToday(0, '00:00:00')}`,
    );
    const second = (list.events as { id: number; start_date: string }[])[1]!;

    await page.goto(`/fr/admin/events/${second.id}`);
    await page.getByRole('button', { name: 'Dupliquer' }).click();
    const copyId = await copyOpened(page, 'events', 'Ceci est une copie, enregistrée');
    await expect(page.getByRole('heading', { level: 1, name: `${title} (copie)` })).toBeVisible();

    const copy = await read(request, editor, `events/${copyId}`);
    expect(copy).toMatchObject({
      status: 'draft',
      title: `${title} (copie)`,
      start_date: second.start_date,
      series_id: null,
      recurrence: [],
    });
  });

  test('a venue from the list and an organizer from its editor', async ({ page, request }) => {
    test.slow();
    const venue = await post(request, editor, 'venues', {
      venue: unique('Pier Hall'),
      address: '1 Quay Street',
      city: 'Brest',
      country: 'France',
      zip: '29200',
      phone: '+33 2 98 00 00 00',
      website: 'https://pier.example.org/',
      show_map: false,
      show_map_link: true,
      description: '<p>By the sea.</p>',
    });
    await page.goto('/en/admin/venues');
    await searchList(page, String(venue.venue));
    await page.getByRole('button', { name: `Duplicate: ${String(venue.venue)}` }).click();
    const venueCopyId = await copyOpened(page, 'venues', 'This is a copy, saved as a draft.');
    const venueCopy = await read(request, editor, `venues/${venueCopyId}`);
    expect(venueCopy.id).not.toBe(venue.id);
    expect(venueCopy).toMatchObject({
      status: 'draft',
      venue: `${String(venue.venue)} (copy)`,
      address: '1 Quay Street',
      city: 'Brest',
      country: 'France',
      zip: '29200',
      phone: '+33 2 98 00 00 00',
      website: 'https://pier.example.org/',
      show_map: false,
      show_map_link: true,
    });
    expect(venueCopy.description).toContain('By the sea.');

    const organizer = await post(request, editor, 'organizers', {
      organizer: unique('Harbour Society'),
      email: 'hello@harbour.example.org',
      phone: '555-0100',
    });
    await page.goto(`/fr/admin/organizers/${organizer.id}`);
    await page.getByRole('button', { name: 'Dupliquer' }).click();
    const organizerCopyId = await copyOpened(page, 'organizers', 'Ceci est une copie');
    expect(await read(request, editor, `organizers/${organizerCopyId}`)).toMatchObject({
      status: 'draft',
      organizer: `${String(organizer.organizer)} (copie)`,
      email: 'hello@harbour.example.org',
      phone: '555-0100',
    });
  });

  test('a venue whose translations cannot be copied is copied once, and the editor says what is missing (es)', async ({
    page,
    request,
  }) => {
    const venue = await post(request, editor, 'venues', { venue: unique('Muelle') });
    const frenchName = `${String(venue.venue)} (quai)`;
    const translated = await request.patch(
      `/calendar/events/v1/venues/${venue.id}?translation_language=fr`,
      { headers: editor.headers, data: { venue: frenchName } },
    );
    expect(translated.status()).toBe(200);
    // The copy's French write fails, as a dropped connection would make it.
    await page.route(/\/venues\/\d+\?translation_language=/, (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
    );
    await page.goto(`/es/admin/venues/${venue.id}`);
    await page.getByRole('button', { name: 'Duplicar' }).click();
    const copyId = await copyOpened(
      page,
      'venues',
      'Sus textos en francés y español no se pudieron copiar',
      'untranslated',
    );
    expect(await read(request, editor, `venues/${copyId}`)).toMatchObject({
      status: 'draft',
      venue: `${String(venue.venue)} (copia)`,
    });
    const copies = await request.get(
      `/calendar/events/v1/venues?status=draft&search=${encodeURIComponent(String(venue.venue))}`,
      { headers: editor.headers },
    );
    expect((await copies.json()).venues.map(({ id }: { id: number }) => id)).toEqual([copyId]);
  });
});
