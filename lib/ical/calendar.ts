// Events as an iCalendar document (RFC 5545), built from the API's
// representations (docs/api.md §1.2) with ical-generator; VTIMEZONE
// definitions come from timezones-ical-library (bundled tz data, no network).
import ical, { ICalEventStatus, type ICalCalendar, type ICalEventData } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { offsetMinutes } from '../dates/zones';
import { foldLines } from './fold';
import { htmlToText } from '../text/html-to-text';
import { dayAfter } from '../dates/wall-time';
import { venueOf, type PublicEvent } from '../public/types';
import type { StoredSeries } from '../events/read-series';
import { movedWall, seriesEntry, type TimeMode } from './series';

const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * SEQUENCE grows with every change: the whole seconds from 2020 to the
 * event's modified_utc, which every write moves forward (an integer that
 * fits RFC 5545's 32 bits until 2088).
 */
export function sequenceOf(modifiedUtc: string): number {
  const modified = Date.parse(`${modifiedUtc.replace(' ', 'T')}Z`);
  return Math.max(0, Math.floor((modified - SEQUENCE_EPOCH_MS) / 1000));
}

// The library builds (and folds, character by character) a zone's block on
// every call, and a feed asks once per event: each zone's is built once.
const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE of an IANA zone, or null: fixed offsets (`UTC+2`) have none,
 * and the library files `UTC` under `Etc/UTC`, a TZID that would not match.
 */
function vtimezoneOf(zone: string): string | null {
  let vtimezone = vtimezones.get(zone);
  if (vtimezone === undefined) {
    const block: unknown = offsetMinutes(zone) === null ? tzlib_get_ical_block(zone) : null;
    vtimezone = Array.isArray(block) && block[1] === `TZID=${zone}` ? String(block[0]) : null;
    // Stored zones are a few hundred names at most (§0.6); fixed offsets too.
    vtimezones.set(zone, vtimezone);
  }
  return vtimezone;
}
const isoWall = (wall: string) => wall.replace(' ', 'T');
const utcDate = (utc: string) => new Date(`${isoWall(utc)}Z`);

function timesOf(event: PublicEvent): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> {
  if (event.all_day) {
    return { start: event.start_date.slice(0, 10), end: dayAfter(event.end_date), allDay: true };
  }
  // Zones without a VTIMEZONE (`UTC+2`, `UTC`): their instants are written in UTC.
  if (vtimezoneOf(event.timezone) === null) {
    return { start: utcDate(event.utc_start_date), end: utcDate(event.utc_end_date) };
  }
  return {
    start: isoWall(event.start_date),
    end: isoWall(event.end_date),
    timezone: event.timezone,
  };
}

function eventData(event: PublicEvent, host: string): ICalEventData {
  const venue = venueOf(event);
  const organizer = event.organizer[0];
  const modified = utcDate(event.modified_utc);
  const address = venue
    ? [venue.address, venue.city, venue.stateprovince, venue.zip, venue.country].filter(Boolean)
    : [];
  return {
    id: `event-${event.id}@${host}`,
    sequence: sequenceOf(event.modified_utc),
    // Without METHOD, DTSTAMP is the last revision (RFC 5545 §3.8.7.2): the bytes stay stable.
    stamp: modified,
    lastModified: modified,
    ...timesOf(event),
    summary: event.title,
    // Why it is canceled, postponed or online comes first: a calendar app shows no badge.
    description:
      [event.status_reason, htmlToText(event.description)].filter(Boolean).join('\n\n') || null,
    url: event.url,
    location: venue ? [venue.venue, ...address].join(', ') : null,
    // ORGANIZER is a calendar address (RFC 5545 §3.8.4.3): only an organizer with an e-mail has one.
    organizer: organizer?.email ? { name: organizer.organizer, email: organizer.email } : null,
    categories: event.categories.map((category) => ({ name: category.name })),
    status: icalStatus(event),
  };
}

/**
 * RFC 5545 §3.8.1.11 allows TENTATIVE, CONFIRMED and CANCELLED on a VEVENT.
 * A postponed event's dates are no longer firm, so it is TENTATIVE; one moved
 * online still takes place (docs/api.md §4.2.7).
 */
function icalStatus(event: PublicEvent): ICalEventStatus {
  if (event.event_status === 'canceled') return ICalEventStatus.CANCELLED;
  if (event.event_status === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

interface CalendarOptions {
  name: string;
  host: string;
  /** The series of the events that are occurrences, with all their occurrences (docs/recurrence.md). */
  series?: ReadonlyMap<number, StoredSeries>;
}

function timeMode(event: PublicEvent): TimeMode {
  if (event.all_day) return 'date';
  return vtimezoneOf(event.timezone) === null ? 'utc' : 'zoned';
}

/** A series' VEVENTs: the rule's, then one per occurrence changed on its own (same UID). */
function seriesData(series: StoredSeries, listed: PublicEvent[], host: string): ICalEventData[] {
  const entry = seriesEntry(series, listed, timeMode);
  const id = `series-${series.id}@${host}`;
  const master = eventData(entry.master, host);
  const recurrenceIdOf = (wall: string) => timesOf(movedWall(entry.master, wall)).start;
  return [
    { ...master, id, repeating: entry.lines || null },
    ...entry.overrides.map(({ event, recurrenceId }) => ({
      ...eventData(event, host),
      id,
      recurrenceId: recurrenceIdOf(recurrenceId),
    })),
  ];
}

/** The VEVENTs of `events`: one each, but one set per series at its first occurrence's place. */
function eventsData(events: PublicEvent[], options: CalendarOptions): ICalEventData[] {
  const seriesOf = new Map<PublicEvent, StoredSeries>();
  const listedBySeries = new Map<StoredSeries, PublicEvent[]>();
  const known = new Map<StoredSeries, Set<number>>();
  for (const event of events) {
    const series = event.series_id ? options.series?.get(event.series_id) : undefined;
    if (!series) continue;
    if (!known.has(series)) known.set(series, new Set(series.occurrences.map((row) => row.id)));
    // An occurrence the series does not know (a split between the two reads) stands alone.
    if (!known.get(series)!.has(event.id)) continue;
    seriesOf.set(event, series);
    const listed = listedBySeries.get(series) ?? [];
    listed.push(event);
    listedBySeries.set(series, listed);
  }
  const written = new Set<StoredSeries>();
  return events.flatMap((event) => {
    const series = seriesOf.get(event);
    if (!series) return [eventData(event, options.host)];
    if (written.has(series)) return [];
    written.add(series);
    return seriesData(series, listedBySeries.get(series)!, options.host);
  });
}

/** The calendar of `events` as ical-generator models it; its toString() is the feed, slowly. */
export function calendarOf(events: PublicEvent[], options: CalendarOptions): ICalCalendar {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.host, product: 'Events Calendar', language: 'EN' },
    timezone: { name: null, generator: vtimezoneOf },
  });
  for (const data of eventsData(events, options)) calendar.createEvent(data);
  return calendar;
}

/**
 * calendarOf(events).toString(), byte for byte, with the events' lines folded
 * by foldLines: the library writes the calendar's own lines (a few short ones,
 * folded by it) and each event; the VTIMEZONE blocks, one per zone in the
 * order of first use, and the events go in before END:VCALENDAR, where its
 * toString puts them.
 */
export function eventsCalendar(events: PublicEvent[], options: CalendarOptions): string {
  const vevents = calendarOf(events, options).events();
  const zones = new Set(vevents.flatMap((vevent) => vevent.timezone() ?? []));
  const vtimezones = [...zones].flatMap((zone) => {
    const block = vtimezoneOf(zone);
    return block ? [`${block}\r\n`] : [];
  });
  const body = vtimezones.join('') + vevents.map((vevent) => vevent.toString()).join('');
  return calendarOf([], { name: options.name, host: options.host })
    .toString()
    .replace(/END:VCALENDAR$/, () => `${foldLines(body)}END:VCALENDAR`);
}
