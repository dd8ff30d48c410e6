// A series' `recurrence` (docs/recurrence.md): RFC 5545 content lines,
// as the Google Calendar API names them — one RRULE, and any EXDATE and
// RDATE lines. Each line is parsed by ical.js (the property grammar) and the
// rule by rrule-temporal, so no hand-written parser decides what a line means.
import ICAL from 'ical.js';
import { RRuleTemporal } from 'rrule-temporal';
import { normaliseTimeZone } from '../dates/zones';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../params/request-params';

/** One date of an EXDATE or RDATE line, before it is placed in the event's zone. */
export interface LineDate {
  /** `YYYY-MM-DDTHH:MM:SS`, or `YYYY-MM-DD` for a date without a time. */
  wall: string;
  /** `UTC` for a date written with `Z`, an IANA zone for `TZID=…`, undefined when floating. */
  zone?: string;
}

export interface Recurrence {
  /** The RRULE's value (`FREQ=WEEKLY;BYDAY=TU`), if the series has a rule. */
  rule?: string;
  exdates: LineDate[];
  rdates: LineDate[];
  /** The lines as the event stores and answers them (upper-case names, one value list each). */
  lines: string[];
}

const refuse = (reason: string) => invalidParams({ recurrence: reason });

/** The lines a value holds: a JSON array or `recurrence[]` form items, or one string of lines. */
function linesOf(value: ParamValue): string[] {
  if (typeof value !== 'string' && (typeof value !== 'object' || value === null))
    throw refuse('recurrence is not of type array.');
  // Form fields arrive as `recurrence[]` (an array) or `recurrence[0]` (an object).
  const items = typeof value === 'string' ? value.split(/\r?\n/) : Object.values(value);
  return items
    .map((item) => {
      if (typeof item !== 'string') throw refuse('Each recurrence line is a string.');
      return item.trim();
    })
    .filter((line) => line !== '');
}

function parseLine(line: string): ICAL.Property {
  try {
    return ICAL.Property.fromString(line);
  } catch {
    throw refuse(`Not an RRULE, EXDATE or RDATE line: ${line}`);
  }
}

function dateOf(time: ICAL.Time, tzid: string | undefined, line: string): LineDate {
  const wall = time.toString();
  if (time.isDate) return { wall };
  if (wall.endsWith('Z')) return { wall: wall.slice(0, -1), zone: 'UTC' };
  if (tzid === undefined) return { wall };
  const zone = normaliseTimeZone(tzid);
  if (zone === null) throw refuse(`Unknown time zone in: ${line}`);
  return { wall, zone };
}

function datesOf(property: ICAL.Property, line: string): LineDate[] {
  if (property.type !== 'date' && property.type !== 'date-time')
    throw refuse(`Only dates and date-times are accepted in: ${line}`);
  const tzid = property.getParameter('tzid');
  let values: unknown[];
  try {
    values = property.getValues();
  } catch {
    throw refuse(`Not an RRULE, EXDATE or RDATE line: ${line}`);
  }
  return values.map((value) =>
    dateOf(value as ICAL.Time, typeof tzid === 'string' ? tzid : undefined, line),
  );
}

/** The rule checked on its own (FREQ, the parts and their values); DTSTART does not matter here. */
function checkRule(rule: string, line: string) {
  try {
    new RRuleTemporal({ rruleString: `DTSTART:20000101T000000Z\nRRULE:${rule}` });
  } catch (error) {
    throw refuse(`${(error as Error).message} in: ${line}`);
  }
}

export function readRecurrence(value: ParamValue): Recurrence {
  const recurrence: Recurrence = { exdates: [], rdates: [], lines: [] };
  for (const line of linesOf(value)) {
    const property = parseLine(line);
    if (property.name === 'rrule') {
      if (recurrence.rule !== undefined) throw refuse('A series has at most one RRULE line.');
      recurrence.rule = String(property.getFirstValue());
      checkRule(recurrence.rule, line);
    } else if (property.name === 'exdate') {
      recurrence.exdates.push(...datesOf(property, line));
    } else if (property.name === 'rdate') {
      recurrence.rdates.push(...datesOf(property, line));
    } else {
      throw refuse(`Not an RRULE, EXDATE or RDATE line: ${line}`);
    }
    recurrence.lines.push(property.toICALString());
  }
  if (
    recurrence.rule === undefined &&
    recurrence.rdates.length === 0 &&
    recurrence.lines.length > 0
  )
    throw refuse('A series needs an RRULE or an RDATE line.');
  return recurrence;
}
