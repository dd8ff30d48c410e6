import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

// Recurring series over HTTP (docs/recurrence.md): creation, listing, the
// scopes of update and delete, EXDATE/RDATE, daylight saving, the cap.
const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const API = '/calendar/events/v1';
interface Body {
  id: number;
  series_id: number | null;
  start_date: string;
  end_date: string;
  [field: string]: unknown;
}

async function createSeries(
  request: APIRequestContext,
  fields: Record<string, unknown>,
  headers = users.editor.headers,
) {
  const response = await request.post(`${API}/events`, {
    headers,
    data: { status: 'publish', timezone: 'Europe/Paris', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Body;
}

/** Every occurrence of a series, all dates, in order. */
async function occurrences(request: APIRequestContext, seriesId: number, extra = '') {
  const response = await request.get(
    `${API}/events?series=${seriesId}&start_date=2000-01-01&end_date=2100-01-01&per_page=50${extra}`,
    { headers: users.editor.headers },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: Body[] }).events;
}

const starts = (events: Body[]) => events.map((event) => event.start_date);

async function refusal(response: APIResponse) {
  expect(response.status()).toBe(400);
  const body = (await response.json()) as {
    code: string;
    data: { params: Record<string, string> };
  };
  expect(body.code).toBe('rest_invalid_param');
  return body.data.params;
}

test.describe('creating a series (docs/recurrence.md)', () => {
  test('a weekly rule makes one event per occurrence, each with its id, slug and series_id', async ({
    request,
  }) => {
    const title = unique('Weekly class');
    const first = await createSeries(request, {
      title,
      start_date: '2031-02-04 19:00:00',
      end_date: '2031-02-04 21:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'],
    });
    expect(first.series_id).toBe(first.id);
    expect(first.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6']);
    const all = await occurrences(request, first.id);
    expect(starts(all)).toEqual([
      '2031-02-04 19:00:00',
      '2031-02-06 19:00:00',
      '2031-02-11 19:00:00',
      '2031-02-13 19:00:00',
      '2031-02-18 19:00:00',
      '2031-02-20 19:00:00',
    ]);
    expect(all.map((event) => event.end_date.slice(11))).toEqual(Array(6).fill('21:00:00'));
    expect(new Set(all.map((event) => event.id)).size).toBe(6);
    expect(new Set(all.map((event) => event.slug)).size).toBe(6);
    for (const event of all) {
      expect(event).toMatchObject({ series_id: first.id, title, recurrence: first.recurrence });
    }
    // Each occurrence reads by id and by slug like any event.
    const third = all[2]!;
    const byId = await request.get(`${API}/events/${third.id}`);
    expect(await byId.json()).toMatchObject({ id: third.id, start_date: '2031-02-11 19:00:00' });
    const bySlug = await request.get(`${API}/events/by-slug/${third.slug}`);
    expect((await bySlug.json()).id).toBe(third.id);
    // A single event says it does not repeat.
    const single = await createSeries(request, {
      title: unique('Single'),
      start_date: '2031-02-04 19:00:00',
      end_date: '2031-02-04 20:00:00',
    });
    expect(single).toMatchObject({ series_id: null, recurrence: [] });
  });

  test('the list shows the occurrences inside its date window only, with its counts', async ({
    request,
  }) => {
    const title = unique('Daily');
    const first = await createSeries(request, {
      title,
      start_date: '2031-03-01 10:00:00',
      end_date: '2031-03-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=10'],
    });
    const response = await request.get(
      `${API}/events?search=${title}&start_date=2031-03-04&end_date=2031-03-06 23:59:59&per_page=2`,
    );
    expect(response.headers()['x-tec-total']).toBe('3');
    expect(response.headers()['x-tec-totalpages']).toBe('2');
    const page = (await response.json()).events as Body[];
    expect(starts(page)).toEqual(['2031-03-04 10:00:00', '2031-03-05 10:00:00']);
    expect(page.every((event) => event.series_id === first.id)).toBe(true);
  });

  test('form fields recurrence[] are read as the JSON array', async ({ request }) => {
    const response = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      form: {
        title: unique('Form series'),
        start_date: '2031-04-01 09:00:00',
        end_date: '2031-04-01 10:00:00',
        'recurrence[]': 'RRULE:FREQ=DAILY;COUNT=3',
      },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as Body;
    expect(await occurrences(request, body.id)).toHaveLength(3);
  });

  test('keeps 19:00 in Paris across both changes of daylight-saving time', async ({ request }) => {
    const spring = await createSeries(request, {
      title: unique('Spring'),
      // The last Sunday of March 2031 is the 30th.
      start_date: '2031-03-18 19:00:00',
      end_date: '2031-03-18 20:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const springDates = await occurrences(request, spring.id);
    expect(starts(springDates)).toEqual([
      '2031-03-18 19:00:00',
      '2031-03-25 19:00:00',
      '2031-04-01 19:00:00',
    ]);
    expect(springDates.map((event) => event.utc_start_date)).toEqual([
      '2031-03-18 18:00:00',
      '2031-03-25 18:00:00',
      '2031-04-01 17:00:00',
    ]);
    expect(springDates.map((event) => event.timezone_abbr)).toEqual(['CET', 'CET', 'CEST']);
    const autumn = await createSeries(request, {
      title: unique('Autumn'),
      // The last Sunday of October 2031 is the 26th.
      start_date: '2031-10-21 19:00:00',
      end_date: '2031-10-21 20:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'],
    });
    const autumnDates = await occurrences(request, autumn.id);
    expect(starts(autumnDates)).toEqual(['2031-10-21 19:00:00', '2031-10-28 19:00:00']);
    expect(autumnDates.map((event) => event.utc_start_date)).toEqual([
      '2031-10-21 17:00:00',
      '2031-10-28 18:00:00',
    ]);
  });

  test('all-day and multi-day events repeat with their length', async ({ request }) => {
    const allDay = await createSeries(request, {
      title: unique('All day'),
      start_date: '2031-05-05',
      end_date: '2031-05-05',
      all_day: true,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'],
    });
    const days = await occurrences(request, allDay.id);
    expect(days.map((event) => [event.start_date, event.end_date, event.all_day])).toEqual([
      ['2031-05-05 00:00:00', '2031-05-05 23:59:59', true],
      ['2031-05-12 00:00:00', '2031-05-12 23:59:59', true],
    ]);
    const weekend = await createSeries(request, {
      title: unique('Festival weekend'),
      start_date: '2031-05-30 18:00:00',
      end_date: '2031-06-01 16:00:00',
      recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=2'],
    });
    const weekends = await occurrences(request, weekend.id);
    expect(weekends.map((event) => [event.start_date, event.end_date])).toEqual([
      ['2031-05-30 18:00:00', '2031-06-01 16:00:00'],
      ['2031-06-27 18:00:00', '2031-06-29 16:00:00'],
    ]);
  });

  test('EXDATE removes dates and RDATE adds them', async ({ request }) => {
    const first = await createSeries(request, {
      title: unique('Exceptions'),
      start_date: '2031-06-02 19:00:00',
      end_date: '2031-06-02 20:00:00',
      recurrence: [
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/Paris:20310609T190000',
        'RDATE:20310612T170000Z',
      ],
    });
    expect(starts(await occurrences(request, first.id))).toEqual([
      '2031-06-02 19:00:00',
      '2031-06-12 19:00:00',
      '2031-06-16 19:00:00',
      '2031-06-23 19:00:00',
    ]);
  });

  /** A monthly series without an end from the 10th of next month (every month has one). */
  async function monthlyWithoutEnd(request: APIRequestContext, time: string) {
    const start = new Date();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() + 1, 10);
    const day = start.toISOString().slice(0, 10);
    const first = await createSeries(request, {
      title: unique('Monthly meetup'),
      start_date: `${day} ${time}`,
      end_date: `${day} 23:00:00`,
      recurrence: ['RRULE:FREQ=MONTHLY'],
    });
    return { start, first };
  }

  test('a rule without an end has occurrences up to two years ahead', async ({ request }) => {
    const { start, first } = await monthlyWithoutEnd(request, '18:00:00');
    const all = await occurrences(request, first.id);
    // Two years of a monthly rule from its start: 24 occurrences, the last 23 months on.
    expect(all).toHaveLength(24);
    const last = new Date(start);
    last.setUTCMonth(last.getUTCMonth() + 23);
    expect(all.at(-1)!.start_date).toBe(`${last.toISOString().slice(0, 10)} 18:00:00`);
  });

  test('a node extends an unbounded series that has fallen behind its horizon', async ({
    request,
  }) => {
    const { first } = await monthlyWithoutEnd(request, '08:00:00');
    const made = await occurrences(request, first.id);
    expect(made).toHaveLength(24);
    // As if made a while ago: the last five are not there yet, and the series says so.
    const lastFive = made.slice(-5);
    await db.postId.deleteMany({ where: { id: { in: lastFive.map((event) => event.id) } } });
    await db.series.update({
      where: { id: first.id },
      data: { generatedUntilUtc: lastFive[0]!.utc_start_date as string },
    });
    // Counted in the database: any request may already run the check that makes them again.
    expect(await db.event.count({ where: { seriesId: first.id } })).toBe(19);
    // The next requests (the check runs at most once a second per node) make them again.
    await expect
      .poll(async () => starts(await occurrences(request, first.id)), { timeout: 10_000 })
      .toEqual(starts(made));
    const series = await db.series.findUniqueOrThrow({ where: { id: first.id } });
    expect(series.generatedUntilUtc! > (lastFive.at(-1)!.utc_start_date as string)).toBe(true);
    // Made again with the names the first ones had.
    expect((await occurrences(request, first.id)).slice(-5).map((event) => event.slug)).toEqual(
      lastFive.map((event) => event.slug),
    );
  });

  test('refuses bad lines, a rule without FREQ, an UNTIL before the start and over 1,000 occurrences, creating nothing', async ({
    request,
  }) => {
    const title = unique('Refused series');
    const cases = [
      ['NOT A LINE'],
      ['DTSTART:20310101T000000Z'],
      ['RRULE:COUNT=3'],
      ['RRULE:FREQ=DAILY;UNTIL=20300101T000000Z'],
      ['RRULE:FREQ=DAILY;COUNT=1001'],
      // Two years of an hourly rule without an end.
      ['RRULE:FREQ=HOURLY'],
      'RRULE:FREQ=DAILY;COUNT=2\nRRULE:FREQ=WEEKLY;COUNT=2',
      [42],
    ];
    for (const recurrence of cases) {
      const response = await request.post(`${API}/events`, {
        headers: users.editor.headers,
        data: {
          title,
          start_date: '2031-07-01 10:00:00',
          end_date: '2031-07-01 11:00:00',
          recurrence,
        },
      });
      const params = await refusal(response);
      expect(Object.keys(params), JSON.stringify(recurrence)).toEqual(['recurrence']);
    }
    expect(await db.event.count({ where: { title } })).toBe(0);
    expect(await db.series.count({ where: { lines: { contains: 'COUNT=1001' } } })).toBe(0);
  });

  test('an event given a recurrence by an update becomes the first occurrence of a series', async ({
    request,
  }) => {
    const single = await createSeries(request, {
      title: unique('Becomes weekly'),
      start_date: '2031-08-04 12:00:00',
      end_date: '2031-08-04 13:00:00',
    });
    const response = await request.patch(`${API}/events/${single.id}`, {
      headers: users.editor.headers,
      data: { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ series_id: single.id });
    expect(starts(await occurrences(request, single.id))).toEqual([
      '2031-08-04 12:00:00',
      '2031-08-11 12:00:00',
      '2031-08-18 12:00:00',
    ]);
  });
});

test.describe('editing one, the following, or all occurrences (docs/recurrence.md)', () => {
  const weekly = (request: APIRequestContext, count = 5) =>
    createSeries(request, {
      title: unique('Series'),
      description: 'Shared',
      start_date: '2031-09-02 19:00:00',
      end_date: '2031-09-02 20:00:00',
      recurrence: [`RRULE:FREQ=WEEKLY;COUNT=${count}`],
    });

  test('this changes one occurrence, which keeps its series and still takes later whole-series edits of other fields', async ({
    request,
  }) => {
    const first = await weekly(request);
    const [, second] = await occurrences(request, first.id);
    const own = unique('Own title');
    const edited = await request.patch(`${API}/events/${second!.id}`, {
      headers: users.editor.headers,
      data: { title: own, start_date: '2031-09-09 18:30:00' },
    });
    expect(edited.status()).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: own,
      series_id: first.id,
      start_date: '2031-09-09 18:30:00',
    });
    let all = await occurrences(request, first.id);
    expect(all.filter((event) => event.title === own).map((event) => event.id)).toEqual([
      second!.id,
    ]);
    // A whole-series edit of the description reaches it; of the title, not.
    const shared = unique('Shared title');
    const whole = await request.patch(`${API}/events/${all[3]!.id}`, {
      headers: users.editor.headers,
      data: { description: 'New for all', title: shared, series_scope: 'all' },
    });
    expect(whole.status()).toBe(200);
    all = await occurrences(request, first.id);
    expect(all.map((event) => event.description)).toEqual(Array(5).fill('<p>New for all</p>'));
    expect(all.map((event) => event.title)).toEqual([shared, own, shared, shared, shared]);
    // Its own start stays where it was moved.
    expect(all[1]!.start_date).toBe('2031-09-09 18:30:00');
  });

  test('this with fields sent unchanged owns only what it changed', async ({ request }) => {
    const first = await weekly(request, 3);
    const [, second] = await occurrences(request, first.id);
    // An editor that sends its whole form: the title and dates as they were, a new description.
    const edited = await request.patch(`${API}/events/${second!.id}`, {
      headers: users.editor.headers,
      data: {
        title: second!.title,
        start_date: second!.start_date,
        end_date: second!.end_date,
        description: 'Only this one',
      },
    });
    expect(edited.status()).toBe(200);
    const shared = unique('Renamed series');
    await request.patch(`${API}/events/${first.id}`, {
      headers: users.editor.headers,
      data: { title: shared, description: 'For all', series_scope: 'all' },
    });
    const all = await occurrences(request, first.id);
    expect(all.map((event) => event.title)).toEqual([shared, shared, shared]);
    expect(all.map((event) => event.description)).toEqual([
      '<p>For all</p>',
      '<p>Only this one</p>',
      '<p>For all</p>',
    ]);
  });

  test('all moves every occurrence by the same wall-clock change and keeps their ids', async ({
    request,
  }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    const response = await request.patch(`${API}/events/${before[2]!.id}`, {
      headers: users.editor.headers,
      data: {
        start_date: '2031-09-16 20:00:00',
        end_date: '2031-09-16 22:00:00',
        series_scope: 'all',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const after = await occurrences(request, first.id);
    expect(after.map((event) => event.id)).toEqual(before.map((event) => event.id));
    expect(after.map((event) => [event.start_date, event.end_date])).toEqual(
      before.map((event) => [
        event.start_date.replace('19:00', '20:00'),
        event.start_date.replace('19:00', '22:00'),
      ]),
    );
  });

  test('all with a new recurrence regenerates, keeping the ids of dates still on the rule', async ({
    request,
  }) => {
    const first = await weekly(request, 4);
    const before = await occurrences(request, first.id);
    const response = await request.patch(`${API}/events/${first.id}`, {
      headers: users.editor.headers,
      data: { recurrence: ['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3'], series_scope: 'all' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const after = await occurrences(request, first.id);
    expect(starts(after)).toEqual([
      '2031-09-02 19:00:00',
      '2031-09-16 19:00:00',
      '2031-09-30 19:00:00',
    ]);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[1]!.id).toBe(before[2]!.id);
    expect(after[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3']);
    // The dates the rule no longer gives went to the trash.
    const dropped = await db.event.findUniqueOrThrow({ where: { id: before[1]!.id } });
    expect(dropped.status).toBe('trash');
  });

  test('all with a new rule sent through a later occurrence makes the new dates live', async ({
    request,
  }) => {
    const first = await weekly(request, 3);
    const before = await occurrences(request, first.id);
    // Tuesdays become Wednesdays: the third Tuesday, written through, is no longer a date.
    const response = await request.patch(`${API}/events/${before[2]!.id}`, {
      headers: users.editor.headers,
      data: { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=3'], series_scope: 'all' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const after = await occurrences(request, first.id);
    expect(starts(after)).toEqual([
      '2031-09-02 19:00:00',
      '2031-09-03 19:00:00',
      '2031-09-10 19:00:00',
    ]);
    expect(after.map((event) => event.status)).toEqual(['publish', 'publish', 'publish']);
    // Each occurrence named after the first, with its date.
    expect(after.slice(1).map((event) => event.slug)).toEqual([
      `${first.slug}-2031-09-03`,
      `${first.slug}-2031-09-10`,
    ]);
  });

  test('all_day for all dates makes every occurrence last all day', async ({ request }) => {
    const first = await weekly(request, 3);
    const [, second] = await occurrences(request, first.id);
    const response = await request.patch(`${API}/events/${second!.id}`, {
      headers: users.editor.headers,
      data: { all_day: true, series_scope: 'all' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const after = await occurrences(request, first.id);
    expect(after.map((event) => [event.all_day, event.start_date, event.end_date])).toEqual([
      [true, '2031-09-02 00:00:00', '2031-09-02 23:59:59'],
      [true, '2031-09-09 00:00:00', '2031-09-09 23:59:59'],
      [true, '2031-09-16 00:00:00', '2031-09-16 23:59:59'],
    ]);
  });

  test('following splits the series at the occurrence, applying the fields to the later part', async ({
    request,
  }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    const third = before[2]!;
    const title = unique('Later part');
    const response = await request.patch(`${API}/events/${third.id}`, {
      headers: users.editor.headers,
      data: { title, series_scope: 'following' },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ series_id: third.id, title });
    const earlier = await occurrences(request, first.id);
    const later = await occurrences(request, third.id);
    expect(earlier.map((event) => event.id)).toEqual(before.slice(0, 2).map((event) => event.id));
    expect(later.map((event) => event.id)).toEqual(before.slice(2).map((event) => event.id));
    expect(later.every((event) => event.title === title)).toBe(true);
    expect(earlier.every((event) => event.title === first.title)).toBe(true);
    expect(earlier[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20310916T165959Z']);
    expect(later[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20310930T170000Z']);
  });

  test('recurrence with series_scope=this is refused naming series_scope; a bad scope too', async ({
    request,
  }) => {
    const first = await weekly(request, 2);
    const [, second] = await occurrences(request, first.id);
    const params = await refusal(
      await request.patch(`${API}/events/${second!.id}`, {
        headers: users.editor.headers,
        data: { recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] },
      }),
    );
    expect(Object.keys(params)).toEqual(['series_scope']);
    const bad = await refusal(
      await request.patch(`${API}/events/${second!.id}`, {
        headers: users.editor.headers,
        data: { title: 'x', series_scope: 'some' },
      }),
    );
    expect(Object.keys(bad)).toEqual(['series_scope']);
    expect(await occurrences(request, first.id)).toHaveLength(2);
  });
});

test.describe('deleting occurrences (docs/recurrence.md)', () => {
  const weekly = (request: APIRequestContext) =>
    createSeries(request, {
      title: unique('To delete'),
      start_date: '2031-11-04 19:00:00',
      end_date: '2031-11-04 20:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
  const trash = (request: APIRequestContext, id: number, scope?: string) =>
    request.delete(`${API}/events/${id}${scope ? `?series_scope=${scope}` : ''}`, {
      headers: users.editor.headers,
    });
  const live = (events: Body[]) => events.filter((event) => event.status !== 'trash');

  test('this trashes one occurrence and excludes its date from the rule', async ({ request }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    const response = await trash(request, before[1]!.id);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'trash', series_id: first.id });
    const after = live(await occurrences(request, first.id, '&status=publish,trash'));
    expect(after.map((event) => event.id)).toEqual(
      [before[0], before[2], before[3]].map((event) => event!.id),
    );
    expect(after[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20311111T180000Z']);
  });

  test('restoring a trashed occurrence puts its date back in the rule', async ({ request }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    expect((await trash(request, before[1]!.id)).status()).toBe(200);
    const restored = await request.patch(`${API}/events/${before[1]!.id}`, {
      headers: users.editor.headers,
      data: { status: 'publish' },
    });
    expect(restored.status()).toBe(200);
    expect(await restored.json()).toMatchObject({
      status: 'publish',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    expect((await occurrences(request, first.id)).map((event) => event.id)).toEqual(
      before.map((event) => event.id),
    );
  });

  test('restoring after a whole-series trash adds nothing to the rule', async ({ request }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    expect((await trash(request, before[1]!.id)).status()).toBe(200);
    expect((await trash(request, before[0]!.id, 'all')).status()).toBe(200);
    const restored = await request.patch(`${API}/events/${before[2]!.id}`, {
      headers: users.editor.headers,
      data: { status: 'publish' },
    });
    // The rule gives that date: the lines stay as they were.
    expect(await restored.json()).toMatchObject({
      status: 'publish',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20311111T180000Z'],
    });
  });

  test('following trashes it and the later ones and ends the rule before it', async ({
    request,
  }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    expect((await trash(request, before[2]!.id, 'following')).status()).toBe(200);
    const after = await occurrences(request, first.id);
    expect(after.map((event) => event.id)).toEqual(before.slice(0, 2).map((event) => event.id));
    expect(after[0]!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20311118T175959Z']);
  });

  test('all trashes every occurrence; a bad scope is refused and trashes nothing', async ({
    request,
  }) => {
    const first = await weekly(request);
    const before = await occurrences(request, first.id);
    const params = await refusal(await trash(request, before[1]!.id, 'every'));
    expect(Object.keys(params)).toEqual(['series_scope']);
    expect(await occurrences(request, first.id)).toHaveLength(4);
    expect((await trash(request, before[1]!.id, 'all')).status()).toBe(200);
    expect(await occurrences(request, first.id)).toHaveLength(0);
    const stored = await db.event.findMany({ where: { seriesId: first.id } });
    expect(stored.map((event) => event.status)).toEqual(Array(4).fill('trash'));
  });
});

test.describe('permissions and translations of series (docs/recurrence.md)', () => {
  test('anonymous callers and authors of other people’s series cannot write them', async ({
    request,
  }) => {
    const first = await createSeries(request, {
      title: unique('Editor series'),
      start_date: '2031-12-01 10:00:00',
      end_date: '2031-12-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const [, second] = await occurrences(request, first.id);
    const anonymous = await request.patch(`${API}/events/${second!.id}`, {
      data: { title: 'x', series_scope: 'all' },
    });
    expect(anonymous.status()).toBe(401);
    const author = await request.patch(`${API}/events/${second!.id}`, {
      headers: users.author.headers,
      data: { title: 'x', series_scope: 'all' },
    });
    expect(author.status()).toBe(403);
    const deleted = await request.delete(`${API}/events/${second!.id}?series_scope=all`, {
      headers: users.author.headers,
    });
    expect(deleted.status()).toBe(403);
    expect((await occurrences(request, first.id)).map((event) => event.title)).toEqual(
      Array(3).fill(first.title),
    );
    // An author may create and change a series of their own.
    const own = await createSeries(
      request,
      {
        title: unique('Author series'),
        status: 'draft',
        start_date: '2031-12-01 10:00:00',
        end_date: '2031-12-01 11:00:00',
        recurrence: ['RRULE:FREQ=DAILY;COUNT=2'],
      },
      users.author.headers,
    );
    const renamed = await request.patch(`${API}/events/${own.id}`, {
      headers: users.author.headers,
      data: { title: 'Renamed', series_scope: 'all' },
    });
    expect(renamed.status()).toBe(200);
  });

  test('an author may change one date of their series but not all when another author has one', async ({
    request,
  }) => {
    const own = await createSeries(
      request,
      {
        title: unique('Shared series'),
        start_date: '2031-12-05 10:00:00',
        end_date: '2031-12-05 11:00:00',
        recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      },
      users.author.headers,
    );
    const dates = await occurrences(request, own.id);
    // An editor gives the last date to someone else.
    const moved = await request.patch(`${API}/events/${dates[2]!.id}`, {
      headers: users.editor.headers,
      data: { author: users.contributor.id },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const all = await request.patch(`${API}/events/${own.id}`, {
      headers: users.author.headers,
      data: { title: 'Everyone', series_scope: 'all' },
    });
    expect(all.status()).toBe(403);
    const one = await request.patch(`${API}/events/${own.id}`, {
      headers: users.author.headers,
      data: { title: 'Only mine' },
    });
    expect(one.status()).toBe(200);
    expect((await occurrences(request, own.id)).map((event) => event.title)).toEqual([
      'Only mine',
      own.title,
      own.title,
    ]);
  });

  test('a whole-series edit in French writes the French title of every occurrence', async ({
    request,
  }) => {
    const first = await createSeries(request, {
      title: unique('English title'),
      start_date: '2031-12-10 10:00:00',
      end_date: '2031-12-10 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const french = unique('Titre français');
    const response = await request.patch(`${API}/events/${first.id}?translation_language=fr`, {
      headers: users.editor.headers,
      data: { title: french, series_scope: 'all' },
    });
    expect(response.status()).toBe(200);
    const inFrench = await occurrences(request, first.id, '&translation_language=fr');
    expect(inFrench.map((event) => event.title)).toEqual(Array(3).fill(french));
    const inEnglish = await occurrences(request, first.id);
    expect(inEnglish.map((event) => event.title)).toEqual(Array(3).fill(first.title));
  });
});

test('the index and the OpenAPI document describe recurrence, series_id, series and series_scope', async ({
  request,
}) => {
  const index = await (await request.get(API)).json();
  const collection = index.routes[`${API}/events`].endpoints;
  expect(collection[0].args.series).toMatchObject({ type: 'integer' });
  expect(collection[1].args.recurrence.description).toContain('recurrence_horizon_days');
  const byId = index.routes[`${API}/events/(?P<id>\\d+)`].endpoints;
  for (const endpoint of byId.filter((e: { methods: string[] }) => !e.methods.includes('GET')))
    expect(endpoint.args.series_scope).toMatchObject({ default: 'this' });
  const doc = await (await request.get(`${API}/doc`)).json();
  const event = doc.components.schemas.Event;
  expect(event.properties.series_id).toMatchObject({ type: 'integer', nullable: true });
  expect(event.properties.recurrence).toMatchObject({ type: 'array' });
});
