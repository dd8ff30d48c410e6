import { expect, test } from '@playwright/test';
import { createVenue, daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const day = daysFromToday(20, '00:00:00').slice(0, 10);
const minimal = () => ({
  title: unique('Created'),
  start_date: `${day} 19:00:00`,
  end_date: `${day} 21:00:00`,
});
const countTitled = (title: string) => db.event.count({ where: { title } });

test.describe('POST /events: the event it stores (docs/api.md §4.1, §4.2)', () => {
  test('creates an event with 201, a Location header and the representation', async ({
    request,
    baseURL,
  }) => {
    const input = minimal();
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: input,
    });
    expect(response.status()).toBe(201);
    const body = await response.json();
    expect(response.headers()['location']).toBe(`${baseURL}/calendar/events/v1/events/${body.id}`);
    expect(body).toMatchObject({
      title: input.title,
      status: 'publish',
      author: String(users.editor.id),
      start_date: `${day} 19:00:00`,
      end_date: `${day} 21:00:00`,
      timezone: 'America/New_York',
      all_day: false,
      show_map: false,
      featured: false,
      slug: input.title.toLowerCase(),
      venue: [],
      organizer: [],
    });
    expect(body.timezone_abbr).toMatch(/^E[SD]T$/);
    expect(body.json_ld).toBeUndefined();
    const stored = await db.event.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({
      title: input.title,
      authorId: users.editor.id,
      liveSlug: body.slug,
      startUtc: body.utc_start_date,
    });
  });

  test('accepts form bodies with bracket lists', async ({ request }) => {
    const input = minimal();
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.administrator.headers,
      form: { ...input, 'cost[0]': '10', 'cost[1]': '20', featured: '1' },
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({
      title: input.title,
      cost: '$10 – $20',
      featured: true,
    });
  });

  test('schedules an event published with a future publication date', async ({ request }) => {
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), date_utc: '2099-01-01 00:00:00' },
    });
    expect(await response.json()).toMatchObject({
      status: 'future',
      date_utc: '2099-01-01 00:00:00',
    });
  });

  test('makes slugs unique with a numeric suffix', async ({ request }) => {
    const title = unique('Same Title');
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.post('/calendar/events/v1/events', {
        headers: users.editor.headers,
        data: { ...minimal(), title },
      });
      slugs.push((await response.json()).slug);
    }
    const base = title.toLowerCase().replace(/ /g, '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  test('reads dates in the time zone sent', async ({ request }) => {
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: {
        ...minimal(),
        start_date: '2018-01-01 4pm',
        end_date: '2018-01-01 6pm',
        timezone: 'asia/hong_kong',
      },
    });
    expect(await response.json()).toMatchObject({
      start_date: '2018-01-01 16:00:00',
      utc_start_date: '2018-01-01 08:00:00',
      timezone: 'Asia/Hong_Kong',
      timezone_abbr: 'HKT',
    });
  });

  test('spans whole days for all-day events and never ends before it starts', async ({
    request,
  }) => {
    const allDay = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: {
        ...minimal(),
        start_date: `${day} 9am`,
        end_date: `${day} 11am +2 days`,
        all_day: true,
      },
    });
    const body = await allDay.json();
    expect(body).toMatchObject({ all_day: true, start_date: `${day} 00:00:00` });
    expect(body.end_date).toMatch(/ 23:59:59$/);
    const backwards = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), start_date: `${day} 10:00`, end_date: `${day} 08:00` },
    });
    expect((await backwards.json()).end_date).toBe(`${day} 10:00:00`);
  });

  test('derives cost details and falls back to the event url without a website', async ({
    request,
  }) => {
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), cost: ['0$', '20$', '30$'] },
    });
    const body = await response.json();
    expect(body.cost).toBe('Free – 30$');
    expect(body.cost_details).toEqual({
      currency_symbol: '$',
      currency_code: '',
      currency_position: 'postfix',
      values: ['0', '20', '30'],
    });
    expect(body.website).toBe(body.url);
  });
});

test.describe('POST /events: requests it refuses (docs/api.md §4.1, §4.2.1)', () => {
  test('lists missing required parameters in order, before checking who asks, and stores nothing', async ({
    request,
  }) => {
    for (const headers of [{}, users.administrator.headers]) {
      const response = await request.post('/calendar/events/v1/events', {
        headers,
        data: { start_date: '2030-01-01 10:00' },
      });
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): title, end_date',
        data: { status: 400, params: ['title', 'end_date'] },
      });
    }
  });

  test('reports every invalid parameter by name, in declaration order', async ({ request }) => {
    const input = {
      ...minimal(),
      start_date: 'before my birthday',
      website: 'example.com',
      all_day: 'sometimes',
      timezone: 'Mars/Olympus',
    };
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.administrator.headers,
      data: input,
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toBe('Invalid parameter(s): start_date, timezone, all_day, website');
    expect(body.data.params.all_day).toBe('all_day is not of type boolean.');
    expect(body.data.details.all_day.code).toBe('rest_invalid_type');
    expect(await countTitled(input.title)).toBe(0);
  });

  test('refuses dates outside four-digit years, in a write and in a list filter', async ({
    request,
  }) => {
    // A timestamp in the year 14645, one in the year -29719, and an offset past 9999:
    // stored, they would sort before 2026 as text (docs/api.md §0.6).
    for (const start_date of ['400000000000', '-999999999999', '+8000 years']) {
      const input = { ...minimal(), start_date };
      const response = await request.post('/calendar/events/v1/events', {
        headers: users.administrator.headers,
        data: input,
      });
      expect(response.status(), start_date).toBe(400);
      expect((await response.json()).data.params).toEqual({ start_date: 'Invalid parameter.' });
      expect(await countTitled(input.title)).toBe(0);
      const list = await request.get('/calendar/events/v1/events', { params: { start_date } });
      expect(list.status(), start_date).toBe(400);
      expect(await list.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { start_date: 'Invalid parameter.' } },
      });
    }
  });

  test('refuses an empty title and a title that is not a string', async ({ request }) => {
    for (const title of ['', 123]) {
      const response = await request.post('/calendar/events/v1/events', {
        headers: users.administrator.headers,
        data: { ...minimal(), title },
      });
      expect(response.status(), String(title)).toBe(400);
      expect((await response.json()).data.params).toHaveProperty('title');
    }
  });

  test('answers rest_invalid_json for a broken JSON body', async ({ request }) => {
    const response = await request.post('/calendar/events/v1/events', {
      headers: { ...users.administrator.headers, 'Content-Type': 'application/json' },
      // A Buffer: Playwright would send a string that is not JSON as a JSON string.
      data: Buffer.from('{"title": '),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
    });
  });

  test('refuses trash and unknown statuses', async ({ request }) => {
    for (const status of ['trash', 'kinda_thinking_about_it']) {
      const response = await request.post('/calendar/events/v1/events', {
        headers: users.editor.headers,
        data: { ...minimal(), status },
      });
      expect(response.status(), status).toBe(400);
    }
  });

  test('refuses an unknown author with 400', async ({ request }) => {
    // Who may name another author: events-permissions.ts.
    const input = { ...minimal(), author: 99999999 };
    const unknown = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: input,
    });
    expect(unknown.status()).toBe(400);
    expect(await countTitled(input.title)).toBe(0);
  });
});

test.describe('POST /events: venues, organizers and terms (docs/api.md §4.2.6, §4.5)', () => {
  test('links a venue by id and refuses a trashed one or two venues, storing nothing', async ({
    request,
  }) => {
    const venue = await createVenue();
    const linked = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), venue: venue.id },
    });
    expect((await linked.json()).venue).toMatchObject({ id: venue.id, venue: venue.name });

    const trashed = await createVenue(unique('Gone'), 'trash');
    const input = minimal();
    const refused = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...input, venue: trashed.id },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data.params).toEqual({ venue: 'Invalid parameter.' });

    const two = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...input, venue: [venue.id, venue.id + 0] },
    });
    expect(two.status()).toBe(400);
    expect((await two.json()).code).toBe('could-not-create-venue');
    expect(await countTitled(input.title)).toBe(0);
  });

  test('creates a venue and organizers inline, or nothing when the write fails', async ({
    request,
  }) => {
    const venueName = unique('Inline Hall');
    const organizerName = unique('Inline Org');
    const response = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: {
        ...minimal(),
        venue: { venue: venueName, city: 'Lyon' },
        organizer: [{ organizer: organizerName, email: 'a@b.org' }],
      },
    });
    expect(response.status()).toBe(201);
    const body = await response.json();
    expect(body.venue).toMatchObject({ venue: venueName, city: 'Lyon' });
    expect(body.organizer[0]).toMatchObject({ organizer: organizerName, email: 'a@b.org' });

    const failedVenue = unique('Never Hall');
    const failed = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), venue: { venue: failedVenue }, website: 'not a url' },
    });
    expect(failed.status()).toBe(400);
    expect(await db.venue.count({ where: { name: failedVenue } })).toBe(0);

    const badInline = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), organizer: [{ email: 'no-name@example.org' }] },
    });
    expect(badInline.status()).toBe(400);
    expect((await badInline.json()).data.params).toEqual({ organizer: 'Invalid parameter.' });
  });

  test('assigns categories and tags by id or name, creating new names for editors only', async ({
    request,
  }) => {
    const name = unique('Brand new category');
    const byEditor = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: { ...minimal(), categories: [name], tags: `${unique('tag')},${unique('tag')}` },
    });
    const body = await byEditor.json();
    expect(body.categories.map((term: { name: string }) => term.name)).toEqual([name]);
    expect(body.tags).toHaveLength(2);

    const other = unique('Unknown to authors');
    const byAuthor = await request.post('/calendar/events/v1/events', {
      headers: users.author.headers,
      data: { ...minimal(), categories: [name, other] },
    });
    expect((await byAuthor.json()).categories.map((term: { name: string }) => term.name)).toEqual([
      name,
    ]);
    expect(await db.category.count({ where: { name: other } })).toBe(0);
  });
});
