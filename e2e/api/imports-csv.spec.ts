import { expect, test, type APIRequestContext } from '@playwright/test';
import { unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import { IMPORTS, finishedImport, type ImportJob as Job } from '../fixtures/import-jobs';

// CSV import (docs/import.md "CSV files") over HTTP: files in The Events
// Calendar's columns, or mapped to them, imported in the background and then
// read through the REST API. Every test names its rows with a tag of its own.
let editor: TestUser;
test.beforeAll(async () => {
  editor = await createUser('editor');
});

const REST = '/calendar/events/v1';

interface Event {
  id: number;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
  featured: boolean;
  cost: string;
  excerpt: string;
  website: string;
  url: string;
  venue: { id: number; venue: string } | [];
  organizer: { id: number; organizer: string }[];
  categories: { name: string }[];
  tags: { name: string }[];
}

interface Parts {
  type?: string;
  mapping?: Record<string, string | null> | (string | null)[];
  name?: string;
  mimeType?: string;
}

const multipart = (text: string | Buffer, parts: Parts = {}) => ({
  file: {
    name: parts.name ?? 'events.csv',
    mimeType: parts.mimeType ?? 'text/csv',
    buffer: Buffer.isBuffer(text) ? text : Buffer.from(text),
  },
  ...(parts.type ? { type: parts.type } : {}),
  ...(parts.mapping ? { mapping: JSON.stringify(parts.mapping) } : {}),
});

const upload = (request: APIRequestContext, text: string | Buffer, parts?: Parts) =>
  request.post(IMPORTS, { headers: editor.headers, multipart: multipart(text, parts) });

async function importCsv(request: APIRequestContext, text: string, parts?: Parts): Promise<Job> {
  const response = await upload(request, text, parts);
  expect(response.status(), await response.text()).toBe(202);
  const queued = (await response.json()) as Job;
  expect(queued).toMatchObject({ format: 'csv', status: 'queued' });
  return finishedImport(request, queued.id, editor.headers);
}

async function eventsTagged(request: APIRequestContext, tag: string): Promise<Event[]> {
  const query = `search=${tag}&start_date=2020-01-01&end_date=2035-12-31&per_page=50`;
  const response = await request.get(`${REST}/events?${query}`, { headers: editor.headers });
  expect(response.status(), await response.text()).toBe(200);
  const events = ((await response.json()) as { events: Event[] }).events;
  return events.sort((a, b) => a.title.localeCompare(b.title));
}

async function listTagged<Item>(request: APIRequestContext, kind: string, tag: string) {
  const response = await request.get(`${REST}/${kind}?search=${tag}&per_page=50`, {
    headers: editor.headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Record<string, Item[]>)[kind]!;
}

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();
const venueName = (event: Event | undefined) =>
  !event || Array.isArray(event.venue) ? null : event.venue.venue;

test('an events CSV: links, all-day rows, and a bad row refused by its line', async ({
  request,
}) => {
  const tag = unique('csv');
  const text = [
    '\uFEFFEvent Name,Event Description,Event Start Date,Event Start Time,Event End Date,Event End Time,All Day Event,Event Time Zone,Event Venue Name,Event Organizer Name,Event Category,Event Tags,Event Cost,Event Currency Symbol,Event Currency Position,Event Featured',
    `A concert ${tag},"<p>Two sets,\r\none break</p>",2027-03-12,8:30 PM,2027-03-12,23:00,FALSE,Europe/Paris,Hall ${tag},"Ann ${tag}, Bob ${tag}","Jazz ${tag}, Live ${tag}",evening,"10, 15",€,suffix,TRUE`,
    `B festival ${tag},,03/20/2027,,03/22/2027,,TRUE,,Hall ${tag},Ann ${tag},Jazz ${tag},,,,,`,
    `C broken ${tag},,20/03/2027,,,,,,,,,,,,,`,
    `D market ${tag},,2027-04-01,,,,,,,,,,,,,`,
  ].join('\r\n');
  const job = await importCsv(request, text);
  expect(job).toMatchObject({ total: 4, created: 3, updated: 0, unchanged: 0 });
  // The description's quoted line break makes the first row two lines: the bad row is line 5.
  expect(job.refused).toEqual([
    {
      uid: null,
      line: 5,
      code: 'import-invalid-date',
      reason: expect.stringContaining('20/03/2027'),
    },
  ]);

  const [concert, festival, market] = await eventsTagged(request, tag);
  expect(concert).toMatchObject({
    title: `A concert ${tag}`,
    start_date: '2027-03-12 20:30:00',
    end_date: '2027-03-12 23:00:00',
    timezone: 'Europe/Paris',
    all_day: false,
    featured: true,
  });
  expect(concert!.description).toContain('Two sets');
  expect(concert!.cost).toContain('15');
  expect(concert!.cost).toContain('€');
  expect(venueName(concert)).toBe(`Hall ${tag}`);
  expect(concert!.organizer.map((organizer) => organizer.organizer)).toEqual([
    `Ann ${tag}`,
    `Bob ${tag}`,
  ]);
  expect(names(concert!.categories)).toEqual([`Jazz ${tag}`, `Live ${tag}`]);
  expect(names(concert!.tags)).toEqual(['evening']);

  expect(festival).toMatchObject({
    start_date: '2027-03-20 00:00:00',
    end_date: '2027-03-22 23:59:59',
    all_day: true,
  });
  // The venue and organizer the first row created are linked, not made again.
  expect(festival!.venue).toMatchObject({ id: (concert!.venue as { id: number }).id });
  expect(festival!.organizer[0]?.id).toBe(concert!.organizer[0]?.id);
  // No start time and no All Day Event: all day.
  expect(market).toMatchObject({ title: `D market ${tag}`, all_day: true });
});

test('a mapping names the TEC column of headings the file spells its own way', async ({
  request,
}) => {
  const tag = unique('mapped');
  const text = `Title,Day,From,Place,Notes\nTalk ${tag},2027-05-04,18:00,Room ${tag},Bring a pen\n`;
  const refused = await upload(request, text);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'import-csv-missing-columns' });

  const job = await importCsv(request, text, {
    mapping: {
      Title: 'Event Name',
      Day: 'Event Start Date',
      From: 'Event Start Time',
      Place: 'Event Venue Name',
      Notes: null,
    },
  });
  expect(job).toMatchObject({ created: 1, refused: [] });
  const [talk] = await eventsTagged(request, tag);
  expect(talk).toMatchObject({ start_date: '2027-05-04 18:00:00', all_day: false });
  expect(venueName(talk)).toBe(`Room ${tag}`);
  expect(talk!.description).toBe('');

  const unknown = await upload(request, text, { mapping: { Title: 'Headline' } });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).code).toBe('rest_invalid_param');
});

test('venues and organizers CSV files, imported again without duplicates', async ({ request }) => {
  const tag = unique('places');
  const venues = [
    'Venue Name,Venue Address,Venue City,Venue Country,Venue Zip,Venue Phone,Venue Website',
    `Opera ${tag},1 Place de l'Opéra,Lyon,France,69001,+33 4 00 00 00 00,https://opera.example`,
    `Cellar ${tag},,Lyon,France,,,`,
    `Nameless ${tag},,,,,,not a website`,
  ].join('\n');
  const venueJob = await importCsv(request, venues, { type: 'venues', name: 'venues.csv' });
  expect(venueJob).toMatchObject({ total: 3, created: 2 });
  expect(venueJob.refused).toEqual([
    { uid: null, line: 4, code: 'rest_invalid_param', reason: expect.any(String) },
  ]);
  type Venue = { venue: string; address: string; city: string; zip: string; website: string };
  const stored = await listTagged<Venue>(request, 'venues', tag);
  expect(stored.find((venue) => venue.venue === `Opera ${tag}`)).toMatchObject({
    address: "1 Place de l'Opéra",
    city: 'Lyon',
    zip: '69001',
    website: 'https://opera.example',
  });

  const organizers = [
    'Organizer Name,Organizer Email,Organizer Phone,Organizer Website,Organizer Description',
    `Lyon Jazz ${tag},jazz@example.org,,https://jazz.example,Concerts since 1990`,
  ].join('\r\n');
  const organizerJob = await importCsv(request, organizers, { type: 'organizers' });
  expect(organizerJob).toMatchObject({ total: 1, created: 1, refused: [] });
  type Organizer = { organizer: string; email: string; website: string };
  expect(await listTagged<Organizer>(request, 'organizers', tag)).toEqual([
    expect.objectContaining({ organizer: `Lyon Jazz ${tag}`, email: 'jazz@example.org' }),
  ]);

  await test.step('the same files again change nothing', async () => {
    expect(await importCsv(request, venues, { type: 'venues' })).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await importCsv(request, organizers, { type: 'organizers' })).toMatchObject({
      created: 0,
      unchanged: 1,
    });
    expect(await listTagged(request, 'venues', tag)).toHaveLength(2);
    expect(await listTagged(request, 'organizers', tag)).toHaveLength(1);
  });

  await test.step('a changed row updates its venue', async () => {
    const changed = venues.replace(`Cellar ${tag},,Lyon`, `Cellar ${tag},3 Rue Neuve,Lyon`);
    expect(await importCsv(request, changed, { type: 'venues' })).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    const cellar = (await listTagged<Venue>(request, 'venues', tag)).find(
      (venue) => venue.venue === `Cellar ${tag}`,
    );
    expect(cellar?.address).toBe('3 Rue Neuve');
  });
});

test('an events CSV imported again creates no duplicate; a changed row is updated', async ({
  request,
}) => {
  const tag = unique('again');
  const text = [
    'Event Name,Event Start Date,Event Start Time,Event Description',
    `Lecture ${tag},2027-06-01,18:00,First`,
    `Workshop ${tag},2027-06-02,,All day`,
  ].join('\n');
  expect(await importCsv(request, text)).toMatchObject({ created: 2 });
  const before = await eventsTagged(request, tag);
  expect(await importCsv(request, text)).toMatchObject({ created: 0, unchanged: 2 });
  const changed = text.replace(',First', ',Second');
  expect(await importCsv(request, changed)).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
  const after = await eventsTagged(request, tag);
  expect(after.map((event) => event.id)).toEqual(before.map((event) => event.id));
  expect(after[0]!.description).toContain('Second');
});

test('an emptied cell clears its field; an overnight row ends the next day', async ({
  request,
}) => {
  const tag = unique('empty');
  const heading =
    'Event Name,Event Start Date,Event Start Time,Event End Time,Event Description,Event Excerpt,Event Website,Event Cost,Event Venue Name,Event Organizer Name,Event Category';
  const full = `Party ${tag},2027-07-01,22:00,02:00,<p>Loud</p>,Short,https://example.org/party,12,Club ${tag},Ann ${tag},Night ${tag}`;
  expect(await importCsv(request, `${heading}\n${full}\n`)).toMatchObject({ created: 1 });
  const [before] = await eventsTagged(request, tag);
  expect(before).toMatchObject({
    start_date: '2027-07-01 22:00:00',
    end_date: '2027-07-02 02:00:00',
    website: 'https://example.org/party',
  });
  expect(venueName(before)).toBe(`Club ${tag}`);
  const emptied = `Party ${tag},2027-07-01,22:00,02:00,,,,,,,`;
  expect(await importCsv(request, `${heading}\n${emptied}\n`)).toMatchObject({ updated: 1 });
  const [after] = await eventsTagged(request, tag);
  expect(after!.id).toBe(before!.id);
  expect(after).toMatchObject({ cost: '', venue: [], organizer: [] });
  // The API refuses an empty description or excerpt: they stay as they were.
  expect(after!.description).toContain('Loud');
  expect(after!.categories).toEqual([]);
  // Without a website of its own the API shows the event's page.
  expect(after!.website).toBe(after!.url);
});

test('a category or tag named with digits is that name, not a term id', async ({ request }) => {
  const tag = unique('digits');
  // Digits no term id is likely to be: before, they linked that id or nothing.
  const year = String(Date.now()).slice(-8);
  const text = `Event Name,Event Start Date,Event Category,Event Tags\nYear ${tag},2027-09-01,"${year}, Jazz ${tag}",${year}\nAgain ${tag},2027-09-02,${year},\n`;
  expect(await importCsv(request, text)).toMatchObject({ created: 2 });
  const [again, first] = await eventsTagged(request, tag);
  expect(names(first!.categories)).toEqual([year, `Jazz ${tag}`].sort());
  expect(names(first!.tags)).toEqual([year]);
  // The second row links the category the first created, not a new one.
  expect(again!.categories).toEqual([expect.objectContaining({ name: year })]);
  const categories = await listTagged<{ name: string }>(request, 'categories', year);
  expect(categories.filter((category) => category.name === year)).toHaveLength(1);
});

test('repeated rows, ends before starts and a file of bad rows are reported, the list kept short', async ({
  request,
}) => {
  const tag = unique('report');
  const rows = [
    'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time',
    `Talk ${tag},2027-08-01,10:00,,`,
    `Talk ${tag},08/01/2027,10:00 am,,`,
    `Late ${tag},2027-08-02,10:00,2027-08-01,`,
    ...Array.from({ length: 1200 }, () => `,2027-08-03,,,`),
  ];
  const job = await importCsv(request, rows.join('\n'));
  expect(job).toMatchObject({ total: 1203, created: 1, refused_count: 1202 });
  expect(job.refused).toHaveLength(1000);
  expect(job.refused[0]).toMatchObject({
    line: 3,
    code: 'import-duplicate-row',
    reason: expect.stringContaining('Line 2'),
  });
  expect(job.refused[1]).toMatchObject({ line: 4, code: 'import-end-before-start' });
  expect(job.refused[2]).toMatchObject({ line: 5, code: 'import-missing-name' });
});

test('the preview shows columns, suggested mapping and first rows; nothing is stored', async ({
  request,
}) => {
  const tag = unique('preview');
  const rows = Array.from(
    { length: 7 },
    (_, index) => `Show ${index} ${tag},2027-07-0${index + 1},x`,
  );
  const text = ['event name,EventStartDate,Comment', ...rows].join('\r\n');
  const response = await request.post(`${IMPORTS}/preview`, {
    headers: editor.headers,
    multipart: multipart(text),
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({
    format: 'csv',
    type: 'events',
    columns: ['event name', 'EventStartDate', 'Comment'],
    mapping: { 'event name': 'Event Name', EventStartDate: 'Event Start Date', Comment: null },
    headings: [
      { index: 0, heading: 'event name', suggested: 'Event Name' },
      { index: 1, heading: 'EventStartDate', suggested: 'Event Start Date' },
      { index: 2, heading: 'Comment', suggested: null },
    ],
    targets: expect.arrayContaining(['Event Name', 'Event Start Date', 'Event Venue Name']),
    required: ['Event Name', 'Event Start Date'],
    rows: rows.slice(0, 5).map((row) => row.split(',')),
    total: 7,
  });
  // The targets are the importer's own names, each once, the required among them.
  const { targets } = (await response.json()) as { targets: string[] };
  expect(new Set(targets).size).toBe(targets.length);
  expect(targets).toContain('Event Featured');
  expect(await eventsTagged(request, tag)).toHaveLength(0);

  const venues = await request.post(`${IMPORTS}/preview`, {
    headers: editor.headers,
    multipart: multipart(`Name,venue city\nHall,Lyon\n`, { type: 'venues' }),
  });
  expect(await venues.json()).toMatchObject({
    type: 'venues',
    mapping: { Name: null, 'venue city': 'Venue City' },
    targets: expect.arrayContaining(['Venue Name', 'Venue City', 'Venue Province', 'Venue State']),
    required: ['Venue Name'],
    total: 1,
  });
  const venueTargets = ((await venues.json()) as { targets: string[] }).targets;
  expect(venueTargets.some((column) => column.startsWith('Event '))).toBe(false);

  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:${tag}`,
    'DTSTART:20270801T180000Z',
    `SUMMARY:Picnic ${tag}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const calendar = await request.post(`${IMPORTS}/preview`, {
    headers: editor.headers,
    multipart: multipart(ics, { name: 'calendar.ics', mimeType: 'text/calendar' }),
  });
  expect(await calendar.json()).toMatchObject({
    format: 'ical',
    total: 1,
    rows: [[`Picnic ${tag}`, expect.stringContaining('2027-08-01')]],
  });
  expect((await request.post(`${IMPORTS}/preview`, { multipart: multipart(text) })).status()).toBe(
    401,
  );
});

test('a file that is no CSV, or a bad type, is a 400', async ({ request }) => {
  const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]);
  const notCsv = await upload(request, binary);
  expect(notCsv.status()).toBe(400);
  expect((await notCsv.json()).code).toBe('import-not-csv');
  const unclosed = await upload(request, 'Event Name,Event Start Date\n"Open,2027-01-01\n');
  expect((await unclosed.json()).code).toBe('import-not-csv');
  const ics = await upload(request, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  expect((await ics.json()).code).toBe('import-csv-missing-columns');
  const badType = await upload(request, 'Venue Name\nHall\n', { type: 'places' });
  expect(badType.status()).toBe(400);
  expect((await badType.json()).code).toBe('rest_invalid_param');
  const preview = await request.post(`${IMPORTS}/preview`, {
    headers: editor.headers,
    multipart: multipart(binary),
  });
  expect(preview.status()).toBe(400);
  expect((await preview.json()).code).toBe('import-not-csv');
  const stray = await upload(request, 'Event Name,Event Start Date\nA "quote,2027-01-01\n"B\n');
  expect(await stray.json()).toMatchObject({
    code: 'import-not-csv',
    message: expect.stringContaining('line 3'),
  });
});

test('a file of more than 50,000 rows, or with a repeated heading, is a 400; stray quotes are read', async ({
  request,
}) => {
  const tooLong = `Event Name,Event Start Date\n${'A,2027-01-01\n'.repeat(50_001)}`;
  for (const path of [IMPORTS, `${IMPORTS}/preview`]) {
    const response = await request.post(path, {
      headers: editor.headers,
      multipart: multipart(tooLong),
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('import-too-many-rows');
  }
  const repeated = await upload(
    request,
    'Event Name,Event Start Date,Note,Note\nA,2027-01-01,x,y\n',
    {
      mapping: { Note: 'Event Description' },
    },
  );
  expect(repeated.status()).toBe(400);
  expect((await repeated.json()).code).toBe('import-csv-repeated-heading');
  const tag = unique('stray');
  const job = await importCsv(
    request,
    `Event Name,Event Start Date\n12" pizza ${tag},2027-01-02\n`,
  );
  expect(job).toMatchObject({ created: 1, refused_count: 0 });
  expect((await eventsTagged(request, tag))[0]!.title).toBe(`12" pizza ${tag}`);
});

test('two columns under one heading are told apart by a mapping by position', async ({
  request,
}) => {
  const tag = unique('twice');
  const text = [
    'Name,Date,Name',
    `Concert ${tag},2027-06-01,Bring earplugs`,
    `Talk ${tag},2027-06-02,Doors at six`,
  ].join('\r\n');
  const preview = await request.post(`${IMPORTS}/preview`, {
    headers: editor.headers,
    multipart: multipart(text),
  });
  expect(preview.status(), await preview.text()).toBe(200);
  expect(await preview.json()).toMatchObject({
    columns: ['Name', 'Date', 'Name'],
    headings: [
      { index: 0, heading: 'Name', suggested: null },
      { index: 1, heading: 'Date', suggested: null },
      { index: 2, heading: 'Name', suggested: null },
    ],
  });

  // By heading, "Name" is both columns: the file cannot be read that way.
  const byHeading = await upload(request, text, {
    mapping: { Name: 'Event Name', Date: 'Event Start Date' },
  });
  expect(byHeading.status()).toBe(400);
  expect((await byHeading.json()).code).toBe('import-csv-repeated-heading');

  for (const wrong of [
    ['Event Name', 'Event Start Date'],
    ['Event Name', 'Event Start Date', 'Event Name'],
    ['Event Name', 'Event Start Date', 'No Such Column'],
    ['Event Name', 'Event Start Date', 3],
  ]) {
    const response = await request.post(IMPORTS, {
      headers: editor.headers,
      multipart: { ...multipart(text), mapping: JSON.stringify(wrong) },
    });
    expect(response.status(), JSON.stringify(wrong)).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { mapping: expect.any(String) } },
    });
  }

  const job = await importCsv(request, text, {
    mapping: ['Event Name', 'Event Start Date', 'Event Description'],
  });
  expect(job).toMatchObject({ created: 2, refused_count: 0 });
  const events = await eventsTagged(request, tag);
  expect(events.map((event) => [event.title, event.description])).toEqual([
    [`Concert ${tag}`, expect.stringContaining('Bring earplugs')],
    [`Talk ${tag}`, expect.stringContaining('Doors at six')],
  ]);
});
