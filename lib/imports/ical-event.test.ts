import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapCalendarEvent, type ImportedEvent } from './ical-event';
import { readCalendarFile } from './ical-file';
import { ItemRefused } from './refusal';

const SITE = { siteZone: 'UTC' };
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../e2e/fixtures/ics', name), 'utf8');

/** Every VEVENT of a file, mapped, or the code it was refused with. */
function mapFile(text: string): (ImportedEvent | { refused: string; line: number })[] {
  const file = readCalendarFile(text);
  return file.events.map(({ component, line }) => {
    try {
      return mapCalendarEvent(component, { ...SITE, calendarZone: file.calendarZone });
    } catch (error) {
      if (error instanceof ItemRefused) return { refused: error.code, line };
      throw error;
    }
  });
}

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'UID:one@example.org',
  'SUMMARY:One',
  ...lines,
  'END:VEVENT',
];

describe('Google Calendar export', () => {
  const [quartet, jam, festival] = mapFile(fixture('google-calendar.ics')) as ImportedEvent[];

  it('reads TZID times in their zone, with folded lines unfolded', () => {
    expect(quartet!.params).toMatchObject({
      title: 'Anne Paceo Quartet',
      start_date: '2027-03-12 20:30:00',
      end_date: '2027-03-12 23:00:00',
      timezone: 'Europe/Paris',
      all_day: false,
      status: 'publish',
    });
    expect(quartet!.params.description).toContain('<a href="https://example.org/tickets">');
    expect(quartet!.venue).toEqual({
      name: 'Le Périscope',
      address: '13 Rue Delandine, 69002 Lyon, France',
    });
    expect(quartet!.organizer).toMatchObject({ name: 'Lyon Jazz Club' });
  });

  it('keeps a repeating UTC event in UTC, so its weeks stay at one UTC time across summer time', () => {
    expect(jam!.params).toMatchObject({
      start_date: '2027-03-19 19:30:00',
      end_date: '2027-03-19 22:00:00',
      timezone: 'UTC',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/Paris:20270326T203000'],
    });
  });

  it('makes DATE values all-day events ending the day before DTEND', () => {
    expect(festival!.params).toMatchObject({
      start_date: '2027-04-01',
      end_date: '2027-04-03',
      all_day: true,
    });
  });
});

describe('Outlook export', () => {
  const [workshop, meeting, fair] = mapFile(fixture('outlook.ics')) as ImportedEvent[];

  it('turns Windows zone names into IANA zones and prefers the HTML body', () => {
    expect(workshop!.params).toMatchObject({
      title: 'Atelier de couture',
      start_date: '2027-05-10 09:30:00',
      timezone: 'Europe/Paris',
      categories: ['Ateliers'],
    });
    expect(workshop!.params.description).toContain('<B>tissus</B>');
    expect(workshop!.organizer).toEqual({
      name: 'Marie Dupont',
      email: 'marie.dupont@example.fr',
    });
  });

  it('reads an unknown zone name through its VTIMEZONE, shown in the site zone', () => {
    // 09:00 at UTC-4 (summer rule of "Customized Time Zone") is 13:00 UTC.
    expect(meeting!.params).toMatchObject({
      start_date: '2027-05-12 13:00:00',
      end_date: '2027-05-12 14:00:00',
      timezone: '',
    });
  });

  it('reads a one-day all-day event', () => {
    expect(fair!.params).toMatchObject({ start_date: '2027-05-15', end_date: '2027-05-15' });
  });
});

describe('Apple Calendar export', () => {
  const [talk, undated, cancelled] = mapFile(fixture('apple-calendar.ics'));

  it('reads floating times in the site zone, the location one part a line', () => {
    expect((talk as ImportedEvent).params).toMatchObject({
      start_date: '2027-06-05 19:00:00',
      timezone: '',
      website: 'https://example.org/club/junio',
      description: 'Charla y firma de libros.\nEntrada libre &lt;con reserva&gt;.',
    });
    expect((talk as ImportedEvent).venue).toEqual({
      name: 'Librería La Central',
      address: 'Calle de Atocha 20, 28012 Madrid, España',
    });
  });

  it('refuses an event without DTSTART, naming its line', () => {
    expect(undated).toEqual({ refused: 'import-missing-dtstart', line: 36 });
  });

  it('imports a cancelled event as a draft', () => {
    expect((cancelled as ImportedEvent).params.status).toBe('draft');
  });
});

describe('The Events Calendar feed', () => {
  const [play] = mapFile(fixture('the-events-calendar.ics')) as ImportedEvent[];

  it('reads categories, website and organizer', () => {
    expect(play!.params).toMatchObject({
      title: 'Cyrano de Bergerac',
      categories: ['Théâtre', 'Classique'],
      website: 'https://theatre.example.org/evenement/cyrano-de-bergerac/',
      start_date: '2027-09-18 20:00:00',
      timezone: 'Europe/Paris',
    });
    expect(play!.organizer).toEqual({
      name: 'Théâtre du Rond-Point',
      email: 'billetterie@theatre.example.org',
    });
  });
});

describe('refusals and edge cases', () => {
  const one = (...lines: string[]) => mapFile(calendar(...vevent(...lines)))[0];

  it('refuses events without UID or SUMMARY', () => {
    const noUid = calendar('BEGIN:VEVENT', 'SUMMARY:x', 'DTSTART:20270101T100000', 'END:VEVENT');
    expect(mapFile(noUid)[0]).toMatchObject({ refused: 'import-missing-uid', line: 3 });
    const noSummary = calendar('BEGIN:VEVENT', 'UID:u', 'DTSTART:20270101T100000', 'END:VEVENT');
    expect(mapFile(noSummary)[0]).toMatchObject({ refused: 'import-missing-summary' });
  });

  it('maps a changed occurrence to its series and RECURRENCE-ID, without a rule of its own', () => {
    const changed = one(
      'DTSTART;TZID=Europe/Paris:20270108T120000',
      'RECURRENCE-ID;TZID=Europe/Paris:20270108T100000',
      'RRULE:FREQ=DAILY;COUNT=2',
    ) as ImportedEvent;
    expect(changed.occurrence).toEqual({
      key: 'one@example.org RECURRENCE-ID;TZID=Europe/Paris:20270108T100000',
      start: { wall: '2027-01-08 10:00:00', zone: 'Europe/Paris' },
    });
    expect(changed.params).toMatchObject({ start_date: '2027-01-08 12:00:00' });
    expect(changed.params).not.toHaveProperty('recurrence');
    const utc = one('DTSTART:20270108T120000Z', 'RECURRENCE-ID:20270108T100000Z') as ImportedEvent;
    expect(utc.occurrence?.start).toEqual({ wall: '2027-01-08 10:00:00', zone: 'UTC' });
    const day = one('DTSTART;VALUE=DATE:20270109', 'RECURRENCE-ID;VALUE=DATE:20270108');
    expect((day as ImportedEvent).occurrence?.start).toEqual({
      wall: '2027-01-08 00:00:00',
      zone: null,
    });
  });

  it('refuses a TZID neither known nor described', () => {
    expect(one('DTSTART;TZID=Atlantis Time:20270101T100000')).toMatchObject({
      refused: 'import-unknown-timezone',
    });
  });

  it('reads DURATION, prefixed TZIDs and ignores a URL that is not http', () => {
    const event = one(
      'DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20270101T100000',
      'DURATION:PT1H30M',
      'URL:javascript:alert(1)',
    ) as ImportedEvent;
    expect(event.params).toMatchObject({
      start_date: '2027-01-01 10:00:00',
      end_date: '2027-01-01 11:30:00',
      timezone: 'America/New_York',
    });
    expect(event.params.website).toBeUndefined();
  });

  it('adds DURATION hours in real time across a daylight-saving change, days in wall time', () => {
    const spring = one('DTSTART;TZID=Europe/Paris:20270328T013000', 'DURATION:PT3H');
    // 01:30 CET is 00:30 UTC; three hours later is 03:30 UTC, 05:30 CEST.
    expect((spring as ImportedEvent).params).toMatchObject({
      start_date: '2027-03-28 01:30:00',
      end_date: '2027-03-28 05:30:00',
    });
    const autumn = one('DTSTART;TZID=Europe/Paris:20271031T013000', 'DURATION:PT3H');
    expect((autumn as ImportedEvent).params.end_date).toBe('2027-10-31 03:30:00');
    const day = one('DTSTART;TZID=Europe/Paris:20270327T013000', 'DURATION:P1D');
    expect((day as ImportedEvent).params.end_date).toBe('2027-03-28 01:30:00');
    const dayAndHours = one('DTSTART;TZID=Europe/Paris:20270327T233000', 'DURATION:P1DT3H');
    // A day to 23:30 on the 28th (CEST), then three real hours.
    expect((dayAndHours as ImportedEvent).params.end_date).toBe('2027-03-29 02:30:00');
  });

  it('reads floating times in the calendar zone (X-WR-TIMEZONE) when the file names one', () => {
    const file = calendar('X-WR-TIMEZONE:America/New_York', ...vevent('DTSTART:20270601T100000'));
    expect((mapFile(file)[0] as ImportedEvent).params).toMatchObject({
      start_date: '2027-06-01 10:00:00',
      timezone: 'America/New_York',
    });
  });

  it('shows a single UTC event in the calendar zone, and a repeating one in UTC', () => {
    const single = calendar('X-WR-TIMEZONE:Europe/Paris', ...vevent('DTSTART:20270601T100000Z'));
    expect((mapFile(single)[0] as ImportedEvent).params).toMatchObject({
      start_date: '2027-06-01 12:00:00',
      timezone: 'Europe/Paris',
    });
    const series = calendar(
      'X-WR-TIMEZONE:Europe/Paris',
      ...vevent('DTSTART:20270601T100000Z', 'DTEND:20270601T110000Z', 'RRULE:FREQ=DAILY;COUNT=2'),
    );
    expect((mapFile(series)[0] as ImportedEvent).params).toMatchObject({
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 11:00:00',
      timezone: 'UTC',
    });
  });

  it('gives EXDATE and RDATE lines IANA zones', () => {
    const event = one(
      'DTSTART;TZID=W. Europe Standard Time:20270104T100000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE;TZID=W. Europe Standard Time:20270111T100000',
    ) as ImportedEvent;
    expect(event.params.timezone).toBe('Europe/Berlin');
    expect(event.params.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE;TZID=Europe/Berlin:20270111T100000',
    ]);
  });

  it('gives an end in another zone in the start zone', () => {
    const event = one(
      'DTSTART;TZID=Europe/Paris:20270101T100000',
      'DTEND;TZID=Europe/London:20270101T100000',
    ) as ImportedEvent;
    expect(event.params.end_date).toBe('2027-01-01 11:00:00');
  });

  it('refuses text that is not iCalendar', () => {
    expect(() => readCalendarFile('name,start\nx,2027-01-01\n')).toThrow(
      expect.objectContaining({ code: 'import-not-icalendar' }),
    );
  });
});

describe('fields left out', () => {
  it('sends no description for an event without one', () => {
    const file = readCalendarFile(
      calendar(...vevent('DTSTART;VALUE=DATE:20270101', 'DESCRIPTION:')),
    );
    const event = mapCalendarEvent(file.events[0]!.component, { ...SITE, calendarZone: null });
    expect(event.params).not.toHaveProperty('description');
  });
});
