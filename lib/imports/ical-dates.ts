// A VEVENT's DTSTART, DTEND or DURATION as the API's start_date, end_date,
// timezone and all_day (docs/import.md "Dates and time zones").
import { Temporal } from '@js-temporal/polyfill';
import ICAL from 'ical.js';
import { formatWallTime, utcToZone, zoneToUtc } from '../dates/format';
import { normaliseTimeZone, temporalZone } from '../dates/zones';
import { ItemRefused } from './refusal';
import { zoneOfWindowsName } from './windows-zones';

export interface DateContext {
  siteZone: string;
  /** The calendar's own zone (X-WR-TIMEZONE): floating times are read in it, single UTC times shown in it. */
  calendarZone: string | null;
}

export interface EventWhen {
  start_date: string;
  end_date: string;
  /** '' for the site zone. */
  timezone: string;
  all_day: boolean;
}

/** A wall time in a zone ('' the site zone). */
interface Point {
  wall: string;
  zone: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
const wallOf = (time: ICAL.Time) =>
  `${dateOf(time)} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;

/** An IANA zone for a TZID: IANA names, Windows names, and prefixed ones such as `/mozilla.org/…/Europe/Paris`. */
export function zoneOfTzid(tzid: string): string | null {
  const lastTwo = tzid.split('/').filter(Boolean).slice(-2).join('/');
  return normaliseTimeZone(tzid) ?? zoneOfWindowsName(tzid) ?? normaliseTimeZone(lastTwo);
}

function instantIn(time: ICAL.Time, zone: string, context: DateContext): Point {
  const instant = Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000);
  const shownIn = zone || context.siteZone;
  return { wall: formatWallTime(instant.toZonedDateTimeISO(temporalZone(shownIn))), zone };
}

/**
 * Where a DTSTART or DTEND is. A UTC time of a repeating event stays in UTC:
 * its occurrences are at the same UTC instant (RFC 5545 §3.3.10), which the
 * calendar's zone would move by an hour across a daylight-saving change.
 */
function pointOf(property: ICAL.Property, context: DateContext, repeats: boolean): Point {
  const time = property.getFirstValue() as ICAL.Time;
  const tzid = property.getParameter('tzid');
  if (typeof tzid === 'string') {
    const zone = zoneOfTzid(tzid);
    if (zone) return { wall: wallOf(time), zone };
    // An unknown name with its VTIMEZONE in the file: the instant is known, shown in the calendar's zone.
    if (time.zone && time.zone.tzid !== 'floating')
      return instantIn(time, context.calendarZone ?? '', context);
    throw new ItemRefused(
      'import-unknown-timezone',
      `The time zone "${tzid}" is neither known nor described by a VTIMEZONE.`,
    );
  }
  if (time.zone?.tzid === 'UTC')
    return instantIn(time, repeats ? 'UTC' : (context.calendarZone ?? ''), context);
  return { wall: wallOf(time), zone: context.calendarZone ?? '' };
}

/** The start a RECURRENCE-ID names: a wall time in a zone ('' the site zone), or a date (zone null). */
export interface OccurrenceStart {
  wall: string;
  zone: string | null;
}

/** A RECURRENCE-ID's value, read as a repeating event's DTSTART is (a UTC time stays in UTC). */
export function occurrenceStartOf(property: ICAL.Property, context: DateContext): OccurrenceStart {
  const time = property.getFirstValue() as ICAL.Time;
  if (time.isDate) return { wall: `${dateOf(time)} 00:00:00`, zone: null };
  return pointOf(property, context, true);
}

/** The point in another zone, the same instant. */
function moveTo(point: Point, zone: string, context: DateContext): Point {
  if (point.zone === zone) return point;
  const utc = zoneToUtc(point.wall, point.zone || context.siteZone);
  return { wall: utcToZone(utc, zone || context.siteZone), zone };
}

const addSeconds = (wall: string, seconds: number) =>
  formatWallTime(Temporal.PlainDateTime.from(wall.replace(' ', 'T')).add({ seconds }));

/**
 * The wall time `duration` after `point`, as RFC 5545 §3.3.6 reads it: weeks
 * and days are nominal (the same wall time so many days later), hours,
 * minutes and seconds exact, so PT3H across a daylight-saving change ends
 * three real hours later.
 */
function afterDuration(point: Point, duration: ICAL.Duration, context: DateContext): string {
  const sign = duration.isNegative ? -1 : 1;
  const start = Temporal.PlainDateTime.from(point.wall.replace(' ', 'T')).toZonedDateTime(
    temporalZone(point.zone || context.siteZone),
  );
  const end = start.add({
    weeks: sign * duration.weeks,
    days: sign * duration.days,
    hours: sign * duration.hours,
    minutes: sign * duration.minutes,
    seconds: sign * duration.seconds,
  });
  return formatWallTime(end);
}

function allDayWhen(event: ICAL.Component, start: ICAL.Time, context: DateContext): EventWhen {
  const startDate = dateOf(start);
  const dtend = event.getFirstPropertyValue('dtend') as ICAL.Time | null;
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  // DTEND of a date is the day after the last one (RFC 5545 §3.6.1).
  const endExclusive = dtend
    ? `${dateOf(dtend)} 00:00:00`
    : duration
      ? addSeconds(`${startDate} 00:00:00`, duration.toSeconds())
      : null;
  const lastDay = endExclusive ? addSeconds(endExclusive, -1).slice(0, 10) : startDate;
  return {
    start_date: startDate,
    end_date: lastDay < startDate ? startDate : lastDay,
    timezone: context.calendarZone ?? '',
    all_day: true,
  };
}

/** The event's dates; refused without DTSTART or with an unknown zone. */
export function eventWhen(event: ICAL.Component, context: DateContext): EventWhen {
  const dtstart = event.getFirstProperty('dtstart');
  if (!dtstart) throw new ItemRefused('import-missing-dtstart', 'The event has no DTSTART.');
  const startTime = dtstart.getFirstValue() as ICAL.Time;
  if (startTime.isDate) return allDayWhen(event, startTime, context);
  const repeats = event.hasProperty('rrule') || event.hasProperty('rdate');
  const start = pointOf(dtstart, context, repeats);
  const dtend = event.getFirstProperty('dtend');
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  const end = dtend
    ? moveTo(pointOf(dtend, context, repeats), start.zone, context)
    : { wall: duration ? afterDuration(start, duration, context) : start.wall, zone: start.zone };
  return { start_date: start.wall, end_date: end.wall, timezone: start.zone, all_day: false };
}
