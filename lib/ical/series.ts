// A series in a calendar feed (docs/recurrence.md): one VEVENT with the
// series' rule, so that calendar apps show a real recurring event, plus one
// VEVENT with RECURRENCE-ID for each occurrence changed on its own. The
// rule is cut to what the feed lists: it starts at the first listed
// occurrence, ends (UNTIL) at the last, and excludes (EXDATE) every
// occurrence in between that the list left out, so expanding the feed gives
// exactly the occurrences the JSON list gives for the same parameters.
import { formatWallTime, parseWallTime, zoneToUtc } from '../dates/format';
import type { StoredSeries } from '../events/read-series';
import { readRecurrence } from '../events/schema-recurrence';
import { compact, linesDates, ruleEndingAt, utcStamp } from '../events/write-series-lines';
import type { PublicEvent } from '../public/types';

/** How the feed writes an event's times: dates (all day), UTC instants, or wall times with a TZID. */
export type TimeMode = 'date' | 'utc' | 'zoned';

export interface SeriesEntry {
  /** The series' VEVENT: a listed occurrence's fields, at the first listed rule date. */
  master: PublicEvent;
  /** Its RRULE, EXDATE and RDATE lines. */
  lines: string;
  /** Occurrences changed on their own, each with the rule date it replaces (a wall time). */
  overrides: { event: PublicEvent; recurrenceId: string }[];
}

function stamp(wall: string, zone: string, mode: TimeMode): string {
  if (mode === 'date') return compact(wall).slice(0, 8);
  if (mode === 'utc') return utcStamp(wall, zone);
  return compact(wall);
}

function dateLine(name: 'EXDATE' | 'RDATE', walls: string[], zone: string, mode: TimeMode) {
  if (walls.length === 0) return [];
  const parameter = mode === 'date' ? ';VALUE=DATE' : mode === 'zoned' ? `;TZID=${zone}` : '';
  return [`${name}${parameter}:${walls.map((wall) => stamp(wall, zone, mode)).join(',')}`];
}

/** An occurrence's representation moved to another start (a wall time), keeping its length. */
export function movedWall(event: PublicEvent, start: string): PublicEvent {
  const length = parseWallTime(event.start_date).until(parseWallTime(event.end_date));
  const end = formatWallTime(parseWallTime(start).add(length));
  return {
    ...event,
    start_date: start,
    end_date: end,
    utc_start_date: zoneToUtc(start, event.timezone),
    utc_end_date: zoneToUtc(end, event.timezone),
  };
}

/**
 * The feed entry of `series` for its occurrences the list holds (`listed`,
 * at least one). An occurrence that keeps the series' fields and time is
 * written by the rule; one changed on its own gets its own VEVENT.
 */
export function seriesEntry(
  series: StoredSeries,
  listed: PublicEvent[],
  modeOf: (event: PublicEvent) => TimeMode,
): SeriesEntry {
  const ruleDate = new Map(series.occurrences.map((row) => [row.id, row]));
  const members = listed
    .flatMap((event) => {
      const stored = ruleDate.get(event.id);
      return stored ? [{ event, stored }] : [];
    })
    .sort((a, b) => (a.stored.occurrenceStart < b.stored.occurrenceStart ? -1 : 1));
  const first = members[0]!.stored.occurrenceStart;
  const last = members.at(-1)!.stored.occurrenceStart;
  const isPlain = (member: (typeof members)[number]) =>
    !member.stored.changedAlone && member.event.start_date === member.stored.occurrenceStart;
  const model = members.find(isPlain) ?? members[0]!;
  const listedStarts = new Set(members.map((member) => member.stored.occurrenceStart));
  // The series' VEVENT is written from `model`: its times say how dates are written.
  const mode = modeOf(model.event);
  const zone = series.timezone;
  const { exdates, rdates } = linesDates(series.lines, series);
  const rule = readRecurrence(series.lines).rule;
  const inRange = (wall: string) => wall >= first && wall <= last;
  let lines: string[];
  if (rule && !(rdates.includes(first) && first !== series.startLocal)) {
    const left = series.occurrences
      .map((row) => row.occurrenceStart)
      .filter((wall) => inRange(wall) && !listedStarts.has(wall));
    const until = mode === 'date' ? stamp(last, zone, mode) : stamp(last, zone, 'utc');
    lines = [
      `RRULE:${ruleEndingAt(rule, until)}`,
      ...dateLine('EXDATE', [...new Set([...left, ...exdates.filter(inRange)])].sort(), zone, mode),
      ...dateLine(
        'RDATE',
        rdates.filter((wall) => wall > first && listedStarts.has(wall)),
        zone,
        mode,
      ),
    ];
  } else {
    // No rule, or a first listed date only an RDATE gives: the listed dates themselves.
    lines = dateLine(
      'RDATE',
      [...listedStarts].filter((wall) => wall !== first),
      zone,
      mode,
    );
  }
  return {
    master: movedWall(model.event, first),
    lines: lines.join('\r\n'),
    overrides: members
      .filter((member) => !isPlain(member))
      .map((member) => ({ event: member.event, recurrenceId: member.stored.occurrenceStart })),
  };
}
