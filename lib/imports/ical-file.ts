// Reading an uploaded iCalendar file (RFC 5545) into its VEVENTs, each with
// the line its BEGIN:VEVENT is on, so a refusal can point at it.
import ICAL from 'ical.js';
import { ApiError } from '../http/errors';
import { normaliseTimeZone } from '../dates/zones';

export interface CalendarEvent {
  component: ICAL.Component;
  /** 1-based line of its BEGIN:VEVENT in the file as uploaded (folded lines counted). */
  line: number;
}

export interface CalendarFile {
  /** X-WR-TIMEZONE (Google, The Events Calendar), when it names a zone. */
  calendarZone: string | null;
  events: CalendarEvent[];
}

export const notICalendar = () =>
  new ApiError(400, 'import-not-icalendar', 'The file is not an iCalendar (.ics) file.');

/** The lines where each VEVENT begins, in file order. */
function eventLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    if (/^BEGIN:VEVENT\s*$/i.test(line)) lines.push(index + 1);
  });
  return lines;
}

/** Parses the text; 400 `import-not-icalendar` for anything but a VCALENDAR. */
export function readCalendarFile(text: string): CalendarFile {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^BEGIN:VCALENDAR\s*$/im.test(body.slice(0, 1024))) throw notICalendar();
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(body);
    // Several VCALENDARs in one file parse to a list: the first is read.
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(first as unknown[]);
  } catch {
    throw notICalendar();
  }
  if (calendar.name !== 'vcalendar') throw notICalendar();
  const components = calendar.getAllSubcomponents('vevent');
  const lines = eventLines(body);
  const zoneName = calendar.getFirstPropertyValue('x-wr-timezone');
  return {
    calendarZone: typeof zoneName === 'string' ? normaliseTimeZone(zoneName) : null,
    events: components.map((component, index) => ({ component, line: lines[index] ?? 0 })),
  };
}
