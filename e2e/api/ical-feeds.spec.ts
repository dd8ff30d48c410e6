import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { createUser, type TestUser } from '../fixtures/users';
import { unique } from '../fixtures/db';

// iCalendar feeds (README "Calendar feeds"): parsed with ical.js, instants
// round-trip across DST changes, filters as the JSON list, ETag/304.
let editor: TestUser;
test.beforeAll(async () => {
  editor = await createUser('editor');
});

const REST = '/calendar/events/v1';

interface Created {
  id: number;
  slug: string;
  url: string;
  utc_start_date: string;
  utc_end_date: string;
  start_date: string;
  end_date: string;
  title: string;
}

async function create(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post(`${REST}/events`, { headers: editor.headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

const utcOf = (time: ICAL.Time) => time.toJSDate().toISOString().slice(0, 19).replace('T', ' ');

// Each pair straddles a DST change in its zone. Wall times inside the repeated
// fall-back hour are avoided: RFC 5545 reads them as the first occurrence,
// ical.js as the second.
// The expected instants are written out (from the zones' rules), so a wrong
// conversion on the server cannot agree with itself.
const CASES = [
  [
    'America/New_York',
    '2031-03-08 22:00:00',
    '2031-03-09 04:30:00',
    '2031-03-09 03:00:00',
    '2031-03-09 08:30:00',
  ],
  [
    'America/New_York',
    '2031-11-01 23:00:00',
    '2031-11-02 03:30:00',
    '2031-11-02 03:00:00',
    '2031-11-02 08:30:00',
  ],
  [
    'Europe/Paris',
    '2031-03-29 23:30:00',
    '2031-03-30 03:30:00',
    '2031-03-29 22:30:00',
    '2031-03-30 01:30:00',
  ],
  [
    'Europe/Paris',
    '2031-10-25 20:00:00',
    '2031-10-26 03:45:00',
    '2031-10-25 18:00:00',
    '2031-10-26 02:45:00',
  ],
  [
    'Australia/Sydney',
    '2031-04-05 22:00:00',
    '2031-04-06 04:00:00',
    '2031-04-05 11:00:00',
    '2031-04-05 18:00:00',
  ],
  [
    'Australia/Sydney',
    '2031-10-04 21:00:00',
    '2031-10-05 03:15:00',
    '2031-10-04 11:00:00',
    '2031-10-04 16:15:00',
  ],
] as const;

test('an event feed round-trips start and end instants across DST in three zones', async ({
  request,
}) => {
  const tag = unique('dst');
  const created: Created[] = [];
  for (const [timezone, start, end] of CASES)
    created.push(
      await create(request, {
        title: unique(`DST ${timezone}`),
        start_date: start,
        end_date: end,
        timezone,
        tags: [tag],
      }),
    );
  const allDay = await create(request, {
    title: unique('Festival'),
    start_date: '2031-03-29',
    end_date: '2031-03-30',
    all_day: true,
    timezone: 'Europe/Paris',
    tags: [tag],
  });
  const list = await (
    await request.get(
      `${REST}/events?tags=${tag}&start_date=2031-01-01&end_date=2031-12-31&per_page=50`,
    )
  ).json();
  const slug = list.events[0].tags[0].slug as string;
  const response = await request.get(
    `/events/ical/?tags=${slug}&start_date=2031-01-01&end_date=2031-12-31`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parse(await response.text());
  const zones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => zone.getFirstPropertyValue('tzid'));
  expect(zones.sort()).toEqual(['America/New_York', 'Australia/Sydney', 'Europe/Paris']);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(CASES.length + 1);
  for (const event of created) {
    const vevent = events.find((candidate) => candidate.summary === event.title)!;
    expect(vevent, event.title).toBeDefined();
    const [zone, , , utcStart, utcEnd] = CASES[created.indexOf(event)]!;
    expect(vevent.startDate.zone?.tzid, event.title).toBe(zone);
    expect([event.utc_start_date, event.utc_end_date], event.title).toEqual([utcStart, utcEnd]);
    expect(utcOf(vevent.startDate), event.title).toBe(utcStart);
    expect(utcOf(vevent.endDate), event.title).toBe(utcEnd);
    expect(vevent.uid).toMatch(new RegExp(`^event-${event.id}@`));
    expect(vevent.component.getFirstPropertyValue('url')).toBe(event.url);
    expect(vevent.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  }
  const festival = events.find((candidate) => candidate.summary === allDay.title)!;
  expect(festival.startDate.isDate).toBe(true);
  expect(festival.startDate.toString()).toBe('2031-03-29');
  // DTEND of an all-day event is exclusive: the day after its last day.
  expect(festival.endDate.toString()).toBe('2031-03-31');
});

test('a filtered feed holds exactly the events of the JSON list with the same filters', async ({
  request,
}) => {
  const category = unique('Theatre');
  const inside = await create(request, {
    title: unique('Play'),
    start_date: '2032-05-10 20:00:00',
    end_date: '2032-05-10 22:00:00',
    categories: [category],
    featured: true,
    venue: { venue: unique('Stage'), city: 'Paris' },
    organizer: [{ organizer: unique('Troupe'), email: 'troupe@example.org' }],
    description: '<p>First act.</p><p>Second &amp; last.</p>',
  });
  const notFeatured = await create(request, {
    title: unique('Not featured'),
    start_date: '2032-05-11 20:00:00',
    end_date: '2032-05-11 22:00:00',
    categories: [category],
  });
  const later = await create(request, {
    title: unique('Later'),
    start_date: '2033-05-11 20:00:00',
    end_date: '2033-05-11 22:00:00',
    categories: [category],
    featured: true,
  });
  const slug = (await (await request.get(`${REST}/events/${inside.id}`)).json()).categories[0]
    .slug as string;
  const cases: [string, number[]][] = [
    [`categories=${slug}&start_date=2032-01-01&end_date=2032-12-31`, [inside.id, notFeatured.id]],
    [
      `categories=${slug}&start_date=2032-01-01&end_date=2033-12-31&featured=true`,
      [inside.id, later.id],
    ],
    [`categories=${slug}&start_date=2032-01-01&end_date=2033-12-31&search=Play`, [inside.id]],
  ];
  for (const [query, expected] of cases) {
    const list = await (await request.get(`${REST}/events?${query}&per_page=50`)).json();
    expect(
      (list.events as { id: number }[]).map((event) => event.id),
      query,
    ).toEqual(expected);
    const feed = parse(await (await request.get(`/events/ical/?${query}`)).text());
    const uids = feed
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('uid') as string);
    expect(
      uids.map((uid) => Number(/^event-(\d+)@/.exec(uid)![1])),
      query,
    ).toEqual((list.events as { id: number }[]).map((event) => event.id));
  }
  const one = parse(await (await request.get(new URL(`${inside.url}ical/`).pathname)).text());
  const vevent = one.getFirstSubcomponent('vevent')!;
  expect(vevent.getFirstPropertyValue('description')).toBe('First act.\n\nSecond & last.');
  expect(vevent.getFirstPropertyValue('location')).toContain('Paris');
  expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:troupe@example.org');
  expect(vevent.getFirstProperty('categories')!.getValues()).toEqual([category]);

  expect((await request.get('/events/ical/?start_date=not-a-date')).status()).toBe(400);
});

test('a feed holds every event of its list, past the API pages of 50; per_page and page still page it', async ({
  request,
}) => {
  const tag = unique('Season');
  const count = 55;
  const titles: string[] = [];
  let slug = '';
  for (let day = 0; day < count; day++) {
    const date = new Date(Date.UTC(2033, 0, 1 + day)).toISOString().slice(0, 10);
    const event = await create(request, {
      title: unique(`Season ${day}`),
      start_date: `${date} 19:00:00`,
      end_date: `${date} 21:00:00`,
      tags: [tag],
    });
    titles.push(event.title);
    slug = (event as unknown as { tags: { slug: string }[] }).tags[0]!.slug;
  }
  const feed = (query: string) =>
    request
      .get(`/events/ical/?tags=${slug}&start_date=2033-01-01&end_date=2033-12-31${query}`)
      .then(async (response) => {
        expect(response.status()).toBe(200);
        return parse(await response.text())
          .getAllSubcomponents('vevent')
          .map((vevent) => new ICAL.Event(vevent).summary);
      });
  expect(await feed('')).toEqual(titles);
  expect(await feed('&per_page=20')).toEqual(titles.slice(0, 20));
  expect(await feed('&per_page=50&page=2')).toEqual(titles.slice(50));
});

test('feeds answer ETag and 304; SEQUENCE grows when the event changes', async ({ request }) => {
  const event = await create(request, {
    title: unique('Talk'),
    start_date: '2032-06-01 10:00:00',
    end_date: '2032-06-01 11:00:00',
  });
  const path = new URL(`${event.url}ical/`).pathname;
  const first = await request.get(path);
  expect(first.headers()['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
  const etag = first.headers()['etag']!;
  expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  const sequenceOf = (text: string) =>
    parse(text)
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('sequence') as unknown as number;
  const before = sequenceOf(await first.text());
  // modified_utc has whole seconds: the change must land in a later second.
  await expect
    .poll(async () => {
      await request.post(`${REST}/events/${event.id}`, {
        headers: editor.headers,
        data: { title: unique('Talk, moved') },
      });
      return sequenceOf(await (await request.get(path)).text());
    })
    .toBeGreaterThan(before);
  expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status()).toBe(200);
});

/** The occurrences a feed gives once expanded by ical.js: each VEVENT's instances, exceptions applied. */
function expandedFeed(text: string) {
  const calendar = parse(text);
  const vevents = calendar.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const occurrences: { summary: string; start: string; end: string }[] = [];
  for (const vevent of vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent);
    for (const exception of exceptions)
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    if (!event.isRecurring()) {
      occurrences.push({
        summary: event.summary,
        start: utcOf(event.startDate),
        end: utcOf(event.endDate),
      });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      occurrences.push({
        summary: details.item.summary,
        start: utcOf(details.startDate),
        end: utcOf(details.endDate),
      });
    }
  }
  return occurrences.sort((a, b) => a.start.localeCompare(b.start));
}

test('a series is one recurring VEVENT whose expansion gives exactly the JSON list’s occurrences', async ({
  request,
}) => {
  const tag = unique('series-feed');
  const title = unique('Weekly rehearsal');
  const first = await create(request, {
    title,
    status: 'publish',
    tags: [tag],
    timezone: 'Europe/Paris',
    // Across the change to summer time on the last Sunday of March 2032 (the 28th).
    start_date: '2032-03-02 19:00:00',
    end_date: '2032-03-02 21:00:00',
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12', 'EXDATE:20320309T180000Z'],
  });
  const listUrl = (window: string) => `${REST}/events?tags=${tag}&${window}&per_page=50`;
  const all = (
    await (await request.get(listUrl('start_date=2032-01-01&end_date=2032-12-31'))).json()
  ).events as Created[];
  expect(all).toHaveLength(11);
  // One occurrence changed on its own (title and time), one trashed on its own.
  const moved = all[3]!;
  const edited = await request.patch(`${REST}/events/${moved.id}`, {
    headers: editor.headers,
    data: {
      title: 'Rehearsal, moved',
      start_date: `${moved.start_date.slice(0, 10)} 20:00:00`,
      end_date: `${moved.start_date.slice(0, 10)} 22:00:00`,
    },
  });
  expect(edited.status()).toBe(200);
  expect(
    (await request.delete(`${REST}/events/${all[6]!.id}`, { headers: editor.headers })).status(),
  ).toBe(200);

  for (const window of [
    'start_date=2032-01-01&end_date=2032-12-31',
    // A window that cuts the series at both ends.
    'start_date=2032-03-10&end_date=2032-03-31',
  ]) {
    const listed = (await (await request.get(listUrl(window))).json()).events as Created[];
    const feedText = await (await request.get(`/events/ical/?tags=${tag}&${window}`)).text();
    const vevents = parse(feedText).getAllSubcomponents('vevent');
    // One recurring VEVENT for the series and one for the occurrence changed on its own.
    expect(
      vevents.map((vevent) => vevent.getFirstPropertyValue('uid')),
      window,
    ).toEqual([
      expect.stringMatching(new RegExp(`^series-${first.id}@`)),
      expect.stringMatching(new RegExp(`^series-${first.id}@`)),
    ]);
    expect(vevents[0]!.hasProperty('rrule')).toBe(true);
    expect(expandedFeed(feedText), window).toEqual(
      listed.map((event) => ({
        summary: event.title,
        start: event.utc_start_date,
        end: event.utc_end_date,
      })),
    );
  }
});
