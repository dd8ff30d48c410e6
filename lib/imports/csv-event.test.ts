import { describe, expect, it } from 'vitest';
import { EVENT_CSV_COLUMNS, eventsCsv, type CsvEvent } from '../csv/events';
import { csvDate, csvTime } from './csv-dates';
import { mapCsvEvent } from './csv-event';
import { matchColumns, readCell, readCsvRows, readCsvSheet } from './csv-file';
import { mapCsvLinkedPost } from './csv-linked';
import { importFormats } from './formats';
import { ItemRefused } from './refusal';

const row = (cells: Record<string, string>) =>
  mapCsvEvent({ 'Event Name': 'Concert', 'Event Start Date': '2026-12-05', ...cells });

const refusal = (map: () => unknown) => {
  try {
    map();
  } catch (error) {
    if (error instanceof ItemRefused) return error.code;
    throw error;
  }
  return null;
};

describe('CSV dates (docs/import.md "CSV files")', () => {
  it('reads Y-m-d and m/d/Y, and no impossible day', () => {
    expect(csvDate('2026-12-05')).toBe('2026-12-05');
    expect(csvDate('12/05/2026')).toBe('2026-12-05');
    expect(csvDate('1/5/2027')).toBe('2027-01-05');
    expect(csvDate('2026-02-30')).toBeNull();
    expect(csvDate('31/12/2026')).toBeNull();
    expect(csvDate('5 December 2026')).toBeNull();
  });

  it('reads 24-hour and am/pm times', () => {
    expect(csvTime('19:30')).toBe('19:30:00');
    expect(csvTime('7:30 pm')).toBe('19:30:00');
    expect(csvTime('12:15AM')).toBe('00:15:00');
    expect(csvTime('7 p.m.')).toBe('19:00:00');
    expect(csvTime('08:05:09')).toBe('08:05:09');
    expect(csvTime('19')).toBeNull();
    expect(csvTime('25:00')).toBeNull();
  });
});

describe('mapCsvEvent', () => {
  it('maps a timed row, its cost, links and flags', () => {
    const event = row({
      'Event Start Time': '7:30 PM',
      'Event End Date': '12/05/2026',
      'Event End Time': '22:00',
      'Event Time Zone': 'Europe/Paris',
      'Event Cost': '10, 15',
      'Event Currency Symbol': '€',
      'Event Currency Position': 'suffix',
      'Event Category': 'Jazz, Live music',
      'Event Tags': 'evening',
      'Event Venue Name': 'Le Périscope',
      'Event Organizer Name': 'Ann, Bob',
      'Event Featured': 'yes',
      'Event Sticky in Month View': 'FALSE',
    });
    expect(event.params).toMatchObject({
      title: 'Concert',
      start_date: '2026-12-05 19:30:00',
      end_date: '2026-12-05 22:00:00',
      all_day: false,
      timezone: 'Europe/Paris',
      cost: '10, 15€',
      categories: ['Jazz', 'Live music'],
      tags: ['evening'],
      featured: true,
      sticky: false,
    });
    expect(event.params).not.toHaveProperty('show_map');
    expect(event.venue).toEqual({ name: 'Le Périscope', address: '' });
    expect(event.organizer).toEqual([
      { name: 'Ann', email: '' },
      { name: 'Bob', email: '' },
    ]);
  });

  it('makes a row all day when it says so, or has no start time', () => {
    expect(row({ 'All Day Event': 'TRUE', 'Event Start Time': '10:00' }).params).toMatchObject({
      start_date: '2026-12-05',
      end_date: '2026-12-05',
      all_day: true,
    });
    expect(row({ 'Event End Date': '2026-12-07' }).params).toMatchObject({
      end_date: '2026-12-07',
      all_day: true,
    });
  });

  it('knows a row again by its name and start, whatever else changed', () => {
    const first = row({ 'Event Start Time': '19:30', 'Event Description': 'one' });
    expect(row({ 'Event Start Time': '7:30 pm', 'Event Description': 'two' }).uid).toBe(first.uid);
    expect(row({ 'Event Start Time': '20:30' }).uid).not.toBe(first.uid);
  });

  it('ends an overnight row the next day, and refuses an end written before the start', () => {
    expect(row({ 'Event Start Time': '22:00', 'Event End Time': '02:00' }).params).toMatchObject({
      start_date: '2026-12-05 22:00:00',
      end_date: '2026-12-06 02:00:00',
    });
    expect(
      row({
        'Event Start Date': '2026-12-31',
        'Event Start Time': '23:00',
        'Event End Time': '1:00',
      }).params,
    ).toMatchObject({ end_date: '2027-01-01 01:00:00' });
    const explicit = { 'Event Start Time': '22:00', 'Event End Date': '2026-12-05' };
    expect(refusal(() => row({ ...explicit, 'Event End Time': '02:00' }))).toBe(
      'import-end-before-start',
    );
    expect(refusal(() => row({ 'Event End Date': '2026-12-04' }))).toBe('import-end-before-start');
  });

  it('clears a field whose cell is empty, and leaves one whose column the file lacks', () => {
    const emptied = row({
      'Event Description': '',
      'Event Excerpt': '',
      'Event Website': '',
      'Event Cost': '',
      'Event Venue Name': '',
      'Event Organizer Name': '',
      'Event Category': '',
      'Event Tags': '',
      'Event Time Zone': '',
    });
    // The API refuses an empty description or excerpt: those are left as they are.
    expect(emptied.params).not.toHaveProperty('description');
    expect(emptied.params).not.toHaveProperty('excerpt');
    expect(emptied.params).toMatchObject({
      website: '',
      cost: '',
      venue: '',
      categories: [],
      tags: [],
      timezone: '',
    });
    expect(emptied.organizer).toEqual([]);
    const lacking = row({});
    for (const param of ['description', 'cost', 'venue', 'categories', 'tags', 'timezone'])
      expect(lacking.params).not.toHaveProperty(param);
    expect(lacking.organizer).toBeNull();
  });

  it('refuses a cell naming more than 50 categories, tags or organizers', () => {
    const many = Array.from({ length: 51 }, (_, index) => `n${index}`).join(',');
    expect(refusal(() => row({ 'Event Tags': many }))).toBe('import-too-many-names');
    expect(refusal(() => row({ 'Event Organizer Name': many }))).toBe('import-too-many-names');
    expect(
      row({ 'Event Category': many.split(',').slice(0, 50).join(',') }).params.categories,
    ).toHaveLength(50);
  });

  it('quotes at most about 100 characters of a cell in a reason', () => {
    try {
      row({ 'Event Start Date': 'x'.repeat(10_000) });
    } catch (error) {
      expect((error as ItemRefused).reason.length).toBeLessThan(200);
    }
    expect.assertions(1);
  });

  it('refuses a row without a name or start, or with a date it cannot read', () => {
    expect(refusal(() => row({ 'Event Name': '' }))).toBe('import-missing-name');
    expect(refusal(() => row({ 'Event Start Date': '' }))).toBe('import-missing-start-date');
    expect(refusal(() => row({ 'Event Start Date': '05.12.2026' }))).toBe('import-invalid-date');
    expect(refusal(() => row({ 'Event Start Time': 'evening' }))).toBe('import-invalid-time');
  });
});

describe('repeated rows in one file', () => {
  const writes = (type: string, text: string) =>
    importFormats.csv!.readItems(JSON.stringify({ type, mapping: {}, text }));
  const context = {
    source: 'test',
    caller: { id: 1, role: 'administrator' as const },
    siteZone: 'UTC',
  };

  it('refuses a later row with the same name and start, naming the first line', async () => {
    const items = writes(
      'events',
      'Event Name,Event Start Date,Event Start Time\nA,2026-12-05,19:30\nB,2026-12-05,19:30\nA,12/05/2026,7:30 pm\n',
    );
    expect(await items[2]!.write(context)).toMatchObject({
      line: 4,
      code: 'import-duplicate-row',
      reason: expect.stringContaining('Line 2'),
    });
  });

  it('refuses a later venue or organizer row with the same name', async () => {
    const items = writes('venues', 'Venue Name,Venue City\nHall,Lyon\nHall,Nice\n');
    expect(await items[1]!.write(context)).toMatchObject({ line: 3, code: 'import-duplicate-row' });
  });
});

describe('mapCsvLinkedPost', () => {
  it('sends the filled cells only', () => {
    expect(
      mapCsvLinkedPost('venues', { 'Venue Name': 'Hall', 'Venue City': 'Lyon', 'Venue Zip': '' }),
    ).toEqual({ venue: 'Hall', city: 'Lyon' });
    expect(refusal(() => mapCsvLinkedPost('organizers', { 'Organizer Name': '' }))).toBe(
      'import-missing-name',
    );
  });
});

describe('reading the file', () => {
  it('takes a BOM, CRLF, quoted line breaks and blank lines, counting file lines', () => {
    const text =
      '\uFEFFEvent Name,Event Start Date\r\n"Two\r\nlines",2026-12-05\r\n\r\nB,2026-12-06\r\n';
    expect(readCsvRows(text, 'events', {})).toEqual([
      { line: 2, cells: { 'Event Name': 'Two\r\nlines', 'Event Start Date': '2026-12-05' } },
      { line: 5, cells: { 'Event Name': 'B', 'Event Start Date': '2026-12-06' } },
    ]);
  });

  it('matches headings by name, case and spaces aside, or by the mapping', () => {
    const text = 'event_name,Start,EVENT START DATE\nA,x,2026-12-05\n';
    expect(readCsvRows(text, 'events', {})[0]!.cells).toEqual({
      'Event Name': 'A',
      'Event Start Date': '2026-12-05',
    });
    const mapped = readCsvRows(text, 'events', {
      Start: 'Event Start Date',
      'EVENT START DATE': null,
    });
    expect(mapped[0]!.cells).toEqual({ 'Event Name': 'A', 'Event Start Date': 'x' });
  });

  it('refuses a file without the needed columns, or that is no CSV', () => {
    expect(() => readCsvRows('Title,When\nA,B\n', 'events', {})).toThrow(
      expect.objectContaining({ code: 'import-csv-missing-columns' }),
    );
    expect(() => readCsvSheet('a,"b\n')).toThrow(
      expect.objectContaining({ code: 'import-not-csv' }),
    );
  });

  it('reads every column the CSV export writes', () => {
    const headings = EVENT_CSV_COLUMNS.map(([heading]) => heading);
    const [exported] = readCsvRows(`${headings.join(',')}\r\nA,,,2026-12-05`, 'events', {});
    expect(Object.keys(exported!.cells)).toHaveLength(headings.length);
    expect(exported!.cells).toHaveProperty('Event Time Zone');
    expect(exported!.cells).toHaveProperty('Event Hide From Event Listings');
  });

  it('takes stray quotes inside a cell, still reads quoted cells, and names the line it cannot read', () => {
    const text =
      'Event Name,Event Start Date\n12" pizza,2026-12-05\n"Say ""hi"", all",2026-12-06\n';
    expect(readCsvRows(text, 'events', {}).map((row) => row.cells['Event Name'])).toEqual([
      '12" pizza',
      'Say "hi", all',
    ]);
    expect(() => readCsvSheet('a,b\nc,d\n"e,f\n')).toThrow(
      expect.objectContaining({
        code: 'import-not-csv',
        message: expect.stringContaining('line 3'),
      }),
    );
  });

  it('refuses more than 50,000 rows, 200 columns or 200 mapped headings', () => {
    const rows = 'Event Name,Event Start Date\n' + 'A,2026-12-05\n'.repeat(50_001);
    expect(() => readCsvSheet(rows)).toThrow(
      expect.objectContaining({ code: 'import-too-many-rows' }),
    );
    expect(readCsvSheet(rows.slice(0, -'A,2026-12-05\n'.length)).rows).toHaveLength(50_000);
    const wide = Array.from({ length: 201 }, (_, index) => `h${index}`);
    expect(() => readCsvSheet(`${wide.join(',')}\n`)).toThrow(
      expect.objectContaining({ code: 'import-csv-too-many-columns' }),
    );
    const mapping = Object.fromEntries(wide.map((heading) => [heading, null]));
    expect(() => matchColumns('events', wide, mapping)).toThrow(
      expect.objectContaining({ code: 'rest_invalid_param' }),
    );
  });

  it('refuses two headings that read the same when both fill a column', () => {
    const headings = ['Event Name', 'Title', 'Title', 'Event Start Date'];
    expect(() => matchColumns('events', headings, { Title: 'Event Description' })).toThrow(
      expect.objectContaining({ code: 'import-csv-repeated-heading' }),
    );
    // Unmapped, the second "event name" fills nothing and the file is read.
    expect(matchColumns('events', ['Event Name', 'event_name'], {})).toEqual(['Event Name', null]);
  });

  it('tells two columns under one heading apart by a mapping by position', () => {
    const headings = ['Name', 'Event Start Date', 'Name'];
    expect(matchColumns('events', headings, ['Event Description', null, 'Event Name'])).toEqual([
      'Event Description',
      null,
      'Event Name',
    ]);
    const text = 'Name,Event Start Date,Name\nAbout it,2027-01-01,Concert\n';
    expect(readCsvRows(text, 'events', [null, 'Event Start Date', 'Event Name'])[0]!.cells).toEqual(
      { 'Event Start Date': '2027-01-01', 'Event Name': 'Concert' },
    );
    for (const wrong of [
      ['Event Name', 'Event Start Date'],
      ['Event Name', 'Event Start Date', 'Event Name'],
      ['Event Name', 'Event Start Date', 'Nope'],
    ])
      expect(() => matchColumns('events', headings, wrong)).toThrow(
        expect.objectContaining({ code: 'rest_invalid_param' }),
      );
  });

  it('reads a cell the export protected from spreadsheets as it was written', () => {
    expect(readCell("'-30% sale")).toBe('-30% sale');
    expect(readCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(readCell("'@home")).toBe('@home');
    expect(readCell("'quoted'")).toBe("'quoted'");
    expect(readCell("''-x")).toBe("''-x");
    const event: CsvEvent = {
      title: '-30% sale',
      description: '=not a formula',
      excerpt: '',
      start_date: '2026-12-05 10:00:00',
      end_date: '2026-12-05 11:00:00',
      timezone: 'Europe/Paris',
      all_day: false,
      hide_from_listings: false,
      sticky: false,
      show_map: false,
      show_map_link: false,
      cost_details: { currency_symbol: '', currency_position: '', values: [] },
      venue: { venue: '+Hall' },
      organizer: [],
      categories: [],
      tags: [],
      website: '',
      url: '',
    };
    const exported = eventsCsv([event]);
    expect(exported).toContain("'-30% sale");
    const [imported] = readCsvRows(exported, 'events', {});
    const mapped = mapCsvEvent(imported!.cells);
    expect(mapped.params).toMatchObject({ title: '-30% sale', description: '=not a formula' });
    expect(mapped.venue).toMatchObject({ name: '+Hall' });
  });
});
