import { expect, test, type APIRequestContext } from '@playwright/test';
import { taggedCalendar as tagged } from '../fixtures/calendar-files';
import { unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import { IMPORTS, finishedImport, type ImportJob as Job } from '../fixtures/import-jobs';

// iCalendar import (docs/import.md) over HTTP: each fixture is an export as
// its program writes it; the import runs in the background and its events
// are then read through the REST API.
let editor: TestUser;
let administrator: TestUser;
test.beforeAll(async () => {
  [editor, administrator] = await Promise.all([
    createUser('editor'),
    createUser('administrator', 'session'),
  ]);
});

const REST = '/calendar/events/v1';

interface Event {
  id: number;
  title: string;
  status: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  timezone: string;
  all_day: boolean;
  description: string;
  website: string;
  series_id: number | null;
  venue: { id: number; venue: string; address: string } | [];
  organizer: { organizer: string; email: string }[];
  categories: { name: string }[];
}

const upload = (request: APIRequestContext, headers: Record<string, string>, text: string) =>
  request.post(IMPORTS, {
    headers,
    multipart: {
      file: { name: 'calendar.ics', mimeType: 'text/calendar', buffer: Buffer.from(text) },
    },
  });

async function importFile(request: APIRequestContext, text: string, user = editor): Promise<Job> {
  const response = await upload(request, user.headers, text);
  expect(response.status(), await response.text()).toBe(202);
  const queued = (await response.json()) as Job;
  expect(queued.status).toBe('queued');
  return finishedImport(request, queued.id, user.headers);
}

async function eventsTagged(request: APIRequestContext, tag: string): Promise<Event[]> {
  const query = `search=${tag}&start_date=2020-01-01&end_date=2035-12-31&per_page=50&status=publish,draft`;
  const response = await request.get(`${REST}/events?${query}`, { headers: editor.headers });
  expect(response.status(), await response.text()).toBe(200);
  const events = ((await response.json()) as { events: Event[] }).events;
  return events.sort((a, b) => a.utc_start_date.localeCompare(b.utc_start_date));
}

const titled = (events: Event[], title: string) => events.filter((e) => e.title.startsWith(title));
const venueOf = (event: Event | undefined) =>
  Array.isArray(event?.venue) ? null : (event?.venue ?? null);

test('a Google Calendar export: zones, UTC times, a series and an all-day event', async ({
  request,
}) => {
  const tag = unique('google');
  const job = await importFile(request, tagged('google-calendar.ics', tag));
  expect(job).toMatchObject({ total: 3, created: 3, updated: 0, unchanged: 0, refused: [] });
  const events = await eventsTagged(request, tag);
  const [quartet] = titled(events, 'Anne Paceo Quartet');
  expect(quartet).toMatchObject({
    start_date: '2027-03-12 20:30:00',
    end_date: '2027-03-12 23:00:00',
    utc_start_date: '2027-03-12 19:30:00',
    timezone: 'Europe/Paris',
    all_day: false,
  });
  expect(quartet!.description).toContain('<b>Anne Paceo</b>');
  expect(quartet!.description).not.toContain('<script');
  expect(venueOf(quartet)).toMatchObject({ venue: 'Le Périscope' });
  expect(quartet!.organizer[0]?.organizer).toBe('Lyon Jazz Club');
  // A UTC series stays in UTC: every week at 19:30 UTC, before and after summer
  // time (28 March); the rule's EXDATE leaves three of four weeks.
  const jam = titled(events, 'Jam session');
  expect(jam.map((event) => [event.utc_start_date, event.timezone])).toEqual([
    ['2027-03-19 19:30:00', 'UTC'],
    ['2027-04-02 19:30:00', 'UTC'],
    ['2027-04-09 19:30:00', 'UTC'],
  ]);
  expect(new Set(jam.map((event) => event.series_id)).size).toBe(1);
  expect(jam[0]!.series_id).not.toBeNull();
  expect(venueOf(jam[0])?.id).toBe(venueOf(quartet)?.id);
  const [festival] = titled(events, 'Lyon Jazz Festival');
  expect(festival).toMatchObject({
    all_day: true,
    start_date: '2027-04-01 00:00:00',
    end_date: '2027-04-03 23:59:59',
  });
});

test('an Outlook export: Windows zone names, a custom VTIMEZONE, the HTML body', async ({
  request,
}) => {
  const tag = unique('outlook');
  const job = await importFile(request, tagged('outlook.ics', tag));
  expect(job).toMatchObject({ total: 3, created: 3, refused: [] });
  const events = await eventsTagged(request, tag);
  const [workshop] = titled(events, 'Atelier de couture');
  expect(workshop).toMatchObject({
    start_date: '2027-05-10 09:30:00',
    utc_start_date: '2027-05-10 07:30:00',
    timezone: 'Europe/Paris',
  });
  expect(workshop!.description).toContain('<b>tissus</b>');
  expect(workshop!.categories.map((category) => category.name)).toEqual(['Ateliers']);
  expect(workshop!.organizer[0]).toMatchObject({
    organizer: 'Marie Dupont',
    email: 'marie.dupont@example.fr',
  });
  // "Customized Time Zone" is read through its VTIMEZONE: 09:00 at UTC-4.
  expect(titled(events, 'Point mensuel')[0]).toMatchObject({
    utc_start_date: '2027-05-12 13:00:00',
  });
  expect(titled(events, 'Vide-grenier')[0]).toMatchObject({
    all_day: true,
    start_date: '2027-05-15 00:00:00',
    end_date: '2027-05-15 23:59:59',
  });
});

test('an Apple Calendar export: floating times, a refused event among stored ones', async ({
  request,
}) => {
  const tag = unique('apple');
  const job = await importFile(request, tagged('apple-calendar.ics', tag), administrator);
  expect(job).toMatchObject({ total: 3, created: 2 });
  expect(job.refused).toEqual([
    {
      uid: `A7E2C9D1-4B3F-4E8A-B2C6-7D1F0E9A8B3C-${tag}`,
      line: 36,
      code: 'import-missing-dtstart',
      reason: 'The event has no DTSTART.',
    },
  ]);
  const events = await eventsTagged(request, tag);
  expect(events).toHaveLength(2);
  // Floating: read in the site zone.
  const settings = await request.get('/api/settings', { headers: administrator.headers });
  const { timezone } = (await settings.json()) as { timezone: string };
  const [talk] = titled(events, 'Encuentro con la autora');
  expect(talk).toMatchObject({
    start_date: '2027-06-05 19:00:00',
    timezone,
    website: 'https://example.org/club/junio',
  });
  expect(venueOf(talk)).toMatchObject({
    venue: 'Librería La Central',
    address: 'Calle de Atocha 20, 28012 Madrid, España',
  });
  expect(titled(events, 'Noche de San Juan')[0]?.status).toBe('draft');
});

test('a feed of The Events Calendar, imported again: unchanged, then updated', async ({
  request,
}) => {
  const tag = unique('tec');
  const text = tagged('the-events-calendar.ics', tag);
  expect(await importFile(request, text)).toMatchObject({ created: 2, refused: [] });
  const [play] = titled(await eventsTagged(request, tag), 'Cyrano de Bergerac');
  expect(play).toMatchObject({
    website: 'https://theatre.example.org/evenement/cyrano-de-bergerac/',
    utc_start_date: '2027-09-18 18:00:00',
  });
  expect(play!.categories.map((category) => category.name).sort()).toEqual([
    'Classique',
    'Théâtre',
  ]);
  expect(venueOf(play)).toMatchObject({ venue: 'Théâtre du Rond-Point' });

  await test.step('the same file again changes nothing', async () => {
    expect(await importFile(request, text)).toMatchObject({ created: 0, unchanged: 2 });
    expect(await eventsTagged(request, tag)).toHaveLength(2);
  });

  await test.step('a changed SUMMARY updates that event only', async () => {
    const changed = text.replace('SUMMARY:Cyrano de Bergerac', 'SUMMARY:Cyrano (reprise)');
    const job = await importFile(request, changed);
    expect(job).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const events = await eventsTagged(request, tag);
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.id === play!.id)?.title).toBe(`Cyrano (reprise) ${tag}`);
  });
});

test('a series imported again keeps its occurrences; a new SUMMARY renames them all', async ({
  request,
}) => {
  const tag = unique('series');
  const text = tagged('google-calendar.ics', tag);
  await importFile(request, text);
  const before = await eventsTagged(request, tag);
  expect(await importFile(request, text)).toMatchObject({ unchanged: 3, created: 0 });
  const changed = text.replace('SUMMARY:Jam session', 'SUMMARY:Open jam');
  expect(await importFile(request, changed)).toMatchObject({ updated: 1, unchanged: 2 });
  const after = await eventsTagged(request, tag);
  expect(after.map((event) => event.id)).toEqual(before.map((event) => event.id));
  expect(titled(after, 'Open jam')).toHaveLength(3);
});

/** A weekly series of three Mondays in Paris and, first in the file, its second week moved and renamed. */
function seriesWithChange(tag: string, changedTitle: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:weekly-${tag}@example.org`,
    'RECURRENCE-ID;TZID=Europe/Paris:20270111T180000',
    'DTSTART;TZID=Europe/Paris:20270112T190000',
    'DTEND;TZID=Europe/Paris:20270112T200000',
    `SUMMARY:${changedTitle} ${tag}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:weekly-${tag}@example.org`,
    'DTSTART;TZID=Europe/Paris:20270104T180000',
    'DTEND;TZID=Europe/Paris:20270104T190000',
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `SUMMARY:Choir ${tag}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:weekly-${tag}@example.org`,
    'RECURRENCE-ID;TZID=Europe/Paris:20270105T180000',
    'DTSTART;TZID=Europe/Paris:20270105T180000',
    `SUMMARY:No such week ${tag}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test('a changed occurrence (RECURRENCE-ID) changes that occurrence of its series; imported again it is updated, never doubled', async ({
  request,
}) => {
  const tag = unique('changed');
  const job = await importFile(request, seriesWithChange(tag, 'Choir, Tuesday'));
  expect(job).toMatchObject({ total: 3, created: 1, updated: 1 });
  expect(job.refused).toEqual([
    expect.objectContaining({ line: 17, code: 'import-occurrence-not-found' }),
  ]);
  const events = await eventsTagged(request, tag);
  expect(events.map((event) => [event.title, event.start_date])).toEqual([
    [`Choir ${tag}`, '2027-01-04 18:00:00'],
    [`Choir, Tuesday ${tag}`, '2027-01-12 19:00:00'],
    [`Choir ${tag}`, '2027-01-18 18:00:00'],
  ]);
  expect(new Set(events.map((event) => event.series_id)).size).toBe(1);
  expect(events[0]!.series_id).not.toBeNull();

  expect(await importFile(request, seriesWithChange(tag, 'Choir, Tuesday'))).toMatchObject({
    created: 0,
    updated: 0,
    unchanged: 2,
  });
  expect(await importFile(request, seriesWithChange(tag, 'Choir, rehearsal'))).toMatchObject({
    created: 0,
    updated: 1,
    unchanged: 1,
  });
  const after = await eventsTagged(request, tag);
  expect(after.map((event) => event.id)).toEqual(events.map((event) => event.id));
  expect(after[1]).toMatchObject({
    title: `Choir, rehearsal ${tag}`,
    start_date: '2027-01-12 19:00:00',
  });
});

test('only administrators and editors import; other files are refused', async ({ request }) => {
  const text = tagged('the-events-calendar.ics', unique('refused'));
  const [author, subscriber] = await Promise.all([createUser('author'), createUser('subscriber')]);
  const anonymous = await upload(request, {}, text);
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe('rest_forbidden');
  for (const user of [author, subscriber])
    expect((await upload(request, user.headers, text)).status()).toBe(403);

  const job = await importFile(request, text);
  expect((await request.get(`${IMPORTS}/${job.id}`, { headers: author.headers })).status()).toBe(
    403,
  );
  expect((await request.get(`${IMPORTS}/${job.id}`)).status()).toBe(401);
  const missing = await request.get(`${IMPORTS}/999999`, { headers: editor.headers });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe('import-not-found');

  const csv = await upload(request, editor.headers, 'title,start\nConcert,2027-01-01\n');
  expect(csv.status()).toBe(400);
  expect((await csv.json()).code).toBe('import-not-icalendar');
  const noFile = await request.post(IMPORTS, { headers: editor.headers, multipart: { x: 'y' } });
  expect((await noFile.json()).code).toBe('rest_missing_callback_param');
  const huge = await upload(request, editor.headers, 'BEGIN:VCALENDAR\r\n'.padEnd(6 << 20, 'X'));
  expect(huge.status()).toBe(413);
});

test('the recent imports: the caller’s own, newest first; an administrator’s, everyone’s', async ({
  request,
}) => {
  const [first, second, author] = await Promise.all([
    createUser('editor'),
    createUser('editor'),
    createUser('author'),
  ]);
  const older = await importFile(request, tagged('outlook.ics', unique('list-a')), first);
  const newer = await importFile(request, tagged('apple-calendar.ics', unique('list-b')), first);
  const theirs = await importFile(request, tagged('google-calendar.ics', unique('list-c')), second);

  const own = await request.get(IMPORTS, { headers: first.headers });
  expect(own.status(), await own.text()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  const listed = (await own.json()) as (Omit<Job, 'refused'> & Record<string, unknown>)[];
  expect(listed.map((job) => job.id)).toEqual([newer.id, older.id]);
  expect(listed[0]).toEqual({
    id: newer.id,
    format: 'ical',
    status: 'done',
    user_id: first.id,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    total: 3,
    processed: 3,
    created: 2,
    updated: 0,
    unchanged: 0,
    trashed: 0,
    refused_count: 1,
  });

  const everyone = await request.get(IMPORTS, { headers: administrator.headers });
  const ids = ((await everyone.json()) as Job[]).map((job) => job.id);
  expect(ids.length).toBeLessThanOrEqual(20);
  // Other files' imports may come between them; the order is what counts.
  const places = [theirs, newer, older].map((job) => ids.indexOf(job.id));
  expect(places.every((place) => place >= 0)).toBe(true);
  expect(places).toEqual([...places].sort((a, b) => a - b));

  expect((await request.get(IMPORTS, { headers: author.headers })).status()).toBe(403);
  const anonymous = await request.get(IMPORTS);
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe('rest_forbidden');
});
