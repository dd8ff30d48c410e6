import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { allocateTermId } from '../../lib/ids';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

async function ids(
  request: APIRequestContext,
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(`/calendar/events/v1/events?per_page=50&${query}`, {
    headers,
  });
  expect(response.status(), query).toBe(200);
  return (await response.json()).events.map((event: { id: number }) => event.id) as number[];
}

async function createCategory(name: string, parentId?: number) {
  return db.$transaction(async (tx) => {
    const id = await allocateTermId(tx, 'category');
    return tx.category.create({ data: { id, name, slug: name.toLowerCase(), parentId } });
  });
}

async function createTag(name: string) {
  return db.$transaction(async (tx) => {
    const id = await allocateTermId(tx, 'tag');
    return tx.tag.create({ data: { id, name, slug: name.toLowerCase() } });
  });
}

test.describe('GET /events filters: dates and search (docs/api.md §3.1)', () => {
  test('start_date and end_date select by local start and end, whole days by default', async ({
    request,
  }) => {
    const day = daysFromToday(40, '00:00:00').slice(0, 10);
    const early = await createEvent({ startLocal: `${day} 08:00:00`, endLocal: `${day} 09:00:00` });
    const late = await createEvent({ startLocal: `${day} 20:00:00`, endLocal: `${day} 21:00:00` });
    const window = `start_date=${day}%2012:00&end_date=${day}%2012:00`;
    const wholeDay = await ids(request, window);
    expect(wholeDay).toEqual(expect.arrayContaining([early.id, late.id]));

    const strict = await ids(
      request,
      `start_date=${day}%2012:00&end_date=${day}%2023:00&strict_dates=true`,
    );
    expect(strict).toContain(late.id);
    expect(strict).not.toContain(early.id);
  });

  test('starts_after and ends_before lift the default window and bound by wall time', async ({
    request,
  }) => {
    const day = daysFromToday(900, '00:00:00').slice(0, 10);
    const far = await createEvent({ startLocal: `${day} 10:00:00`, endLocal: `${day} 11:00:00` });
    expect(await ids(request, '')).not.toContain(far.id);
    const found = await ids(
      request,
      `starts_after=${daysFromToday(899).slice(0, 10)}&ends_before=${daysFromToday(901).slice(0, 10)}`,
    );
    expect(found).toContain(far.id);
    expect(await ids(request, `starts_after=${day}`)).not.toContain(far.id);
  });

  test('include ignores the date window and orders by publication date', async ({ request }) => {
    const past = await createEvent({
      startLocal: daysFromToday(-400),
      endLocal: daysFromToday(-400, '11:00:00'),
    });
    const future = await createEvent(window());
    expect(await ids(request, `include=${future.id},${past.id}`)).toEqual([past.id, future.id]);
    expect((await request.get('/calendar/events/v1/events?include=foo-bar,23')).status()).toBe(400);
  });

  test('invalid dates are reported by name', async ({ request }) => {
    const response = await request.get(
      '/calendar/events/v1/events?start_date=before%20my%20birthday&ends_after=foo',
    );
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): start_date, ends_after',
      data: { params: { start_date: 'Invalid parameter.', ends_after: 'Invalid parameter.' } },
    });
  });

  test('search needs every word in the title, description or excerpt, quoted phrases as one word', async ({
    request,
  }) => {
    const word = unique('zebra');
    const both = await createEvent({
      ...window(),
      title: `${word} Parade`,
      description: 'with a brass band',
    });
    const one = await createEvent({ ...window(), title: `${word} Picnic` });
    expect(await ids(request, `search=${word}`)).toEqual(expect.arrayContaining([both.id, one.id]));
    expect(await ids(request, `search=${word}%20BRASS`)).toEqual([both.id]);
    expect(await ids(request, `search=%22${word}%20picnic%22`)).toEqual([one.id]);
  });

  test('search finds %, _ and \\ as themselves, not as wildcards', async ({ request }) => {
    const word = unique('sale');
    // The last two use letters outside 0-9a-f, so that "km" cannot match the word's hex suffix.
    const [percent, fifty, underscore, plain, backslash, letters] = await Promise.all(
      ['5% off', '50 off', 'a_b', 'axb', 'k\\m', 'km'].map((text) =>
        createEvent({ ...window(), title: `${word} ${text}` }),
      ),
    );
    const found = (search: string) =>
      ids(request, `search=${encodeURIComponent(`${word} ${search}`)}`);
    expect(await found('5%')).toEqual([percent!.id]);
    expect(await found('_b')).toEqual([underscore!.id]);
    expect(await found('\\m')).toEqual([backslash!.id]);
    // The words the wildcards matched before are still found as words.
    expect((await found('off')).sort()).toEqual([percent!.id, fifty!.id].sort());
    expect(await found('xb')).toEqual([plain!.id]);
    expect(await found('km')).toEqual([letters!.id]);
  });

  test('search ignores the case of accented letters, on SQLite as on PostgreSQL', async ({
    request,
  }) => {
    const word = unique('fête');
    const event = await createEvent({ ...window(), title: `Grande ${word.toUpperCase()} d'ÉTÉ` });
    for (const search of [word, `été ${word}`, `grande ${word}`]) {
      expect(await ids(request, `search=${encodeURIComponent(search)}`), search).toContain(
        event.id,
      );
    }
    expect(await ids(request, `search=${encodeURIComponent(`${word} hiver`)}`)).toEqual([]);
  });
});

test.describe('GET /events filters: terms, venues, organizers and post_parent (docs/api.md §3.1)', () => {
  test('categories match by id, slug or name, including descendants', async ({ request }) => {
    const parent = await createCategory(unique('Arts'));
    const child = await createCategory(unique('Painting'), parent.id);
    const inChild = await createEvent({ ...window(), categoryIds: [child.id] });
    const other = await createEvent(window());
    for (const value of [String(parent.id), parent.slug, parent.name]) {
      const found = await ids(request, `categories=${encodeURIComponent(value)}`);
      expect(found, value).toContain(inChild.id);
      expect(found, value).not.toContain(other.id);
    }
    const unknown = await request.get(
      '/calendar/events/v1/events?categories=no-such-category-at-all',
    );
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).data.params).toEqual({ categories: 'Invalid parameter.' });
  });

  test('tags match any of the given tags', async ({ request }) => {
    const first = await createTag(unique('Tag'));
    const second = await createTag(unique('Tag'));
    const a = await createEvent({ ...window(), tagIds: [first.id] });
    const b = await createEvent({ ...window(), tagIds: [second.id] });
    expect(await ids(request, `tags[]=${first.id}&tags[]=${second.slug}`)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids(request, `tags=${first.slug}`)).toEqual([a.id]);
  });

  test('venue and organizer take several ids and refuse unknown ones', async ({ request }) => {
    const venue = await createVenue();
    const organizer = await createOrganizer();
    const atVenue = await createEvent({ ...window(), venueId: venue.id });
    const withOrganizer = await createEvent({ ...window(), organizerIds: [organizer.id] });
    expect(await ids(request, `venue=${venue.id}`)).toEqual([atVenue.id]);
    const unknown = await request.get(
      `/calendar/events/v1/events?organizer=${organizer.id},999999998`,
    );
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).data.params).toEqual({ organizer: 'Invalid parameter.' });
    expect(await ids(request, `organizer=${organizer.id}`)).toEqual([withOrganizer.id]);
    const bad = await request.get('/calendar/events/v1/events?venue=foo');
    expect(bad.status()).toBe(400);
  });

  test('post_parent lists the children of an event and refuses a non-event', async ({
    request,
  }) => {
    const parent = await createEvent(window());
    const child = await createEvent({ ...window(), parentId: parent.id });
    expect(await ids(request, `post_parent=${parent.id}`)).toEqual([child.id]);
    const venue = await createVenue();
    for (const value of ['foo-bar', String(venue.id)]) {
      expect(
        (await request.get(`/calendar/events/v1/events?post_parent=${value}`)).status(),
        value,
      ).toBe(400);
    }
  });
});

test.describe('GET /events filters: featured, status, other flags and rest_url (docs/api.md §3.1)', () => {
  test('featured keeps featured or non-featured events only', async ({ request }) => {
    const day = daysFromToday(41, '00:00:00').slice(0, 10);
    const range = `start_date=${day}&end_date=${day}`;
    const featured = await createEvent({
      startLocal: `${day} 10:00:00`,
      endLocal: `${day} 11:00:00`,
      featured: true,
    });
    const plain = await createEvent({ startLocal: `${day} 12:00:00`, endLocal: `${day} 13:00:00` });
    expect(await ids(request, `${range}&featured=true`)).toContain(featured.id);
    expect(await ids(request, `${range}&featured=true`)).not.toContain(plain.id);
    expect(await ids(request, `${range}&featured=0`)).toContain(plain.id);
    expect((await request.get('/calendar/events/v1/events?featured=maybe')).status()).toBe(400);
  });

  test('status: anonymous callers may only ask for publish; editors list drafts and the trash', async ({
    request,
  }) => {
    const draft = await createEvent({ ...window(), status: 'draft' });
    const trashed = await createEvent({ ...window(), status: 'trash' });
    expect((await request.get('/calendar/events/v1/events?status=draft')).status()).toBe(400);
    expect(await ids(request, 'status=publish')).not.toContain(draft.id);
    expect(await ids(request, 'status=draft', users.editor.headers)).toContain(draft.id);
    expect(await ids(request, '', users.editor.headers)).not.toContain(trashed.id);
    expect(await ids(request, 'status=trash', users.editor.headers)).toContain(trashed.id);
    expect(await ids(request, 'status=draft', users.author.headers)).not.toContain(draft.id);
    expect(
      (
        await request.get('/calendar/events/v1/events?status=bogus', {
          headers: users.editor.headers,
        })
      ).status(),
    ).toBe(400);
  });

  test('hidden: signed-in callers may list the events hidden from listings, anonymous ones may not', async ({
    request,
  }) => {
    const day = daysFromToday(43, '00:00:00').slice(0, 10);
    const range = `start_date=${day}&end_date=${day}`;
    const hidden = await createEvent({
      startLocal: `${day} 10:00:00`,
      endLocal: `${day} 11:00:00`,
      hideFromListings: true,
    });
    const hiddenDraft = await createEvent({
      startLocal: `${day} 12:00:00`,
      endLocal: `${day} 13:00:00`,
      hideFromListings: true,
      status: 'draft',
    });
    const shown = await createEvent({ startLocal: `${day} 14:00:00`, endLocal: `${day} 15:00:00` });
    const editor = users.editor.headers;
    expect(await ids(request, range, editor)).toEqual([shown.id]);
    expect(await ids(request, `${range}&hidden=include`, editor)).toEqual([
      hidden.id,
      hiddenDraft.id,
      shown.id,
    ]);
    expect(await ids(request, `${range}&hidden=only`, editor)).toEqual([hidden.id, hiddenDraft.id]);
    // A subscriber reads no drafts, hidden or not.
    expect(await ids(request, `${range}&hidden=only`, users.subscriber.headers)).toEqual([
      hidden.id,
    ]);
    const anonymous = await request.get(`/calendar/events/v1/events?${range}&hidden=include`);
    expect(anonymous.status()).toBe(400);
    expect((await anonymous.json()).data.params).toHaveProperty('hidden');
    const bogus = await request.get(`/calendar/events/v1/events?${range}&hidden=all`, {
      headers: editor,
    });
    expect(bogus.status()).toBe(400);
    const page = await request.get(
      `/calendar/events/v1/events?${range}&hidden=include&per_page=1`,
      {
        headers: editor,
      },
    );
    expect((await page.json()).next_rest_url).toContain('hidden=include');
  });

  test('ticketed=true is refused as without Event Tickets; geoloc is accepted', async ({
    request,
  }) => {
    const response = await request.get('/calendar/events/v1/events?ticketed=true');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.data.params.ticketed).toBe('Event Tickets plugin is not activated.');
    expect(body.data.details.ticketed.code).toBe('event-tickets-not-active');
    expect((await request.get('/calendar/events/v1/events?ticketed=false')).status()).toBe(200);
    expect(
      (
        await request.get('/calendar/events/v1/events?geoloc=true&geoloc_lat=1.5&geoloc_lng=2')
      ).status(),
    ).toBe(200);
  });

  test('rest_url repeats every filter that applied, percent-encoded', async ({
    request,
    baseURL,
  }) => {
    const body = await (
      await request.get(
        '/calendar/events/v1/events?search=jazz%20night&featured=1&strict_dates=yes&start_date=2030-01-01%2010:00&end_date=2030-01-02',
      )
    ).json();
    expect(body.rest_url).toBe(
      `${baseURL}/calendar/events/v1/events/?per_page=50&start_date=2030-01-01%2010%3A00%3A00&end_date=2030-01-02%2000%3A00%3A00&strict_dates=true&search=jazz%20night&featured=1`,
    );
  });
});

function window() {
  return { startLocal: daysFromToday(12), endLocal: daysFromToday(12, '11:00:00') };
}
