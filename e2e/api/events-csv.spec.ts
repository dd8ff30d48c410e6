// GET /events/csv/ (docs/csv-export.md): any events list of GET /events as a
// CSV file in the columns of The Events Calendar's importer, read back with
// a CSV parser as a spreadsheet or an importer would read it.
import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { postTerm } from '../fixtures/terms';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const HEADINGS = [
  'Event Name',
  'Event Description',
  'Event Excerpt',
  'Event Start Date',
  'Event Start Time',
  'Event End Date',
  'Event End Time',
  'Timezone',
  'All Day Event',
  'Hide From Event Listings',
  'Event Sticky in Month View',
  'Event Venue Name',
  'Event Organizer Name',
  'Event Show Map Link',
  'Event Show Map',
  'Event Cost',
  'Event Currency Symbol',
  'Event Currency Position',
  'Event Category',
  'Event Tags',
  'Event Website',
  'Event Featured Image',
];

type Row = Record<string, string>;

async function rowsOf(response: APIResponse): Promise<Row[]> {
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="events.csv"');
  const text = await response.text();
  const [headings] = parse(text, { to_line: 1 }) as string[][];
  expect(headings).toEqual(HEADINGS);
  return parse(text, { columns: true }) as Row[];
}

test.describe('CSV export of an events list (docs/csv-export.md)', () => {
  test('one row per event, in TEC importer columns, quoted where needed', async ({ request }) => {
    const label = unique('Csv');
    const venue = await createVenue(`${label} Hall, "east" wing`);
    const first = await createOrganizer(`${label} Ann`);
    const second = await createOrganizer(`${label} Bob`);
    const category = await postTerm(request, 'categories', users.administrator.headers, {
      name: `${label} Jazz`,
    });
    const title = `${label} Jazz, "live"\nat night`;
    const created = await request.post('/calendar/events/v1/events', {
      headers: users.administrator.headers,
      data: {
        title,
        description: 'Doors open, at "seven"\nBring friends',
        start_date: daysFromToday(12, '19:30:00'),
        end_date: daysFromToday(12, '22:00:00'),
        timezone: 'Europe/Paris',
        status: 'publish',
        cost: '€12',
        website: 'https://example.org/jazz',
        sticky: true,
        venue: venue.id,
        organizer: [first.id, second.id],
        categories: [category.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const response = await request.get('/events/csv/', { params: { search: label } });
    const text = await response.text();
    // Quotes doubled, the field quoted because it holds a comma, a quote and a line break.
    expect(text).toContain(`"${label} Jazz, ""live""\nat night"`);
    expect(text.split('\r\n')[0]).toBe(HEADINGS.join(','));
    const rows = await rowsOf(response);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      'Event Name': title,
      'Event Start Date': daysFromToday(12).slice(0, 10),
      'Event Start Time': '19:30',
      'Event End Date': daysFromToday(12).slice(0, 10),
      'Event End Time': '22:00',
      Timezone: 'Europe/Paris',
      'All Day Event': 'FALSE',
      'Hide From Event Listings': 'FALSE',
      'Event Sticky in Month View': 'TRUE',
      'Event Venue Name': venue.name,
      'Event Organizer Name': `${first.name}, ${second.name}`,
      'Event Cost': '12',
      'Event Currency Symbol': '€',
      'Event Currency Position': 'prefix',
      'Event Category': `${label} Jazz`,
      'Event Tags': '',
      'Event Website': 'https://example.org/jazz',
      'Event Featured Image': '',
    });
    expect(row!['Event Description']).toContain('Doors open, at');
    expect(row!['Event Description']).toContain('Bring friends');
  });

  test('the list filters apply, and a bad one is the API 400', async ({ request }) => {
    const label = unique('Filtered');
    const venue = await createVenue();
    const when = { startLocal: daysFromToday(9), endLocal: daysFromToday(9, '11:00:00') };
    await createEvent({ ...when, title: `${label} at the venue`, venueId: venue.id });
    await createEvent({ ...when, title: `${label} elsewhere` });
    const all = await rowsOf(await request.get('/events/csv', { params: { search: label } }));
    expect(all.map((row) => row['Event Name']).sort()).toEqual([
      `${label} at the venue`,
      `${label} elsewhere`,
    ]);
    const atVenue = await rowsOf(
      await request.get('/events/csv/', { params: { search: label, venue: venue.id } }),
    );
    expect(atVenue.map((row) => row['Event Name'])).toEqual([`${label} at the venue`]);

    const bad = await request.get('/events/csv/', { params: { start_date: 'not a date' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { start_date: 'Invalid parameter.' } },
    });
  });

  test('anonymous callers get published events only; an editor what it may read', async ({
    request,
  }) => {
    const label = unique('Visibility');
    const when = { startLocal: daysFromToday(8), endLocal: daysFromToday(8, '11:00:00') };
    for (const status of ['publish', 'draft', 'private'])
      await createEvent({ ...when, title: `${label} ${status}`, status });
    const names = (rows: Row[]) => rows.map((row) => row['Event Name']).sort();

    const anonymous = await request.get('/events/csv/', { params: { search: label } });
    expect(names(await rowsOf(anonymous))).toEqual([`${label} publish`]);
    expect(anonymous.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const refused = await request.get('/events/csv/', {
      params: { search: label, status: 'draft' },
    });
    expect(refused.status()).toBe(400);

    const editor = await request.get('/events/csv/', {
      headers: users.editor.headers,
      params: { search: label, status: 'publish,draft,private' },
    });
    expect(names(await rowsOf(editor))).toEqual([
      `${label} draft`,
      `${label} private`,
      `${label} publish`,
    ]);
    expect(editor.headers()['cache-control']).toBe('private, no-store');
  });
});
