// Schemas of the write fields only events have (docs/api.md §4.2.1). The
// event fields are declared with them below, and readEventInput reads
// through those declarations.
import { z } from 'zod';
import { dateTimeTextParam } from '../dates/param';
import { normaliseTimeZone } from '../dates/zones';
import { stringParam } from '../params/coerce';
import { invalidParams } from '../http/errors';
import {
  asSentSchema,
  nonEmptyStringSchema,
  oneOfSchema,
  untypedSchema,
  wire,
} from '../params/schemas';
import { flag, nonEmptyText, optional, param } from '../params/declare';
import { authorship, postStatusSchema } from '../posts/schema';
import { organizerLinksSchema, termReferencesSchema, venueLinkSchema } from './schema-links';
import type { ParamValue } from '../params/request-params';
import { websiteParam } from '../params/url-param';
import { readRecurrence } from './schema-recurrence';
import { eventStatusSchema, statusReasonSchema } from './event-status';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });
const isMissing = (value: ParamValue | undefined) => value === undefined || value === null;

/**
 * `start_date`, `end_date`: text the grammar of §0.6 reads, reported with the
 * other parameters. Whether text parses does not depend on the zone; its
 * meaning does, and the date step reads it in the event's (§4.2.2).
 */
const eventDateSchema = (name: string) =>
  wire(
    (value) =>
      dateTimeTextParam(
        name,
        typeof value === 'number' ? value : stringParam(name, value, { nonEmpty: true }),
      ),
    z.string().optional().meta({ format: 'date-time' }),
  );

/** `timezone`: `""` (the site zone) or a zone of §0.6, in its canonical spelling. */
const timezoneSchema = wire((value) => {
  const text = stringParam('timezone', value);
  if (text === undefined || text === '') return text;
  const zone = normaliseTimeZone(text);
  if (!zone) throw invalid('timezone');
  return zone;
}, z.string().optional());

/** `cost` (§1.8), untyped: a string, a number, or a list of them; `""` and `[]` clear it. */
const costSchema = untypedSchema((value): string[] | undefined => {
  if (isMissing(value)) return undefined;
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.values(value ?? {})
      : null;
  if (!items || !items.every((item) => typeof item === 'string' || typeof item === 'number')) {
    throw invalid('cost');
  }
  return items.map(String).filter((item) => item !== '');
});

/** An event's `website`, which the interface leaves untyped; venues and organizers type theirs. */
const eventWebsiteSchema = untypedSchema((value) => websiteParam('website', value));

/** The write fields of docs/api.md §A.2.1, in its order, with its types and defaults. */
export const eventFields = [
  nonEmptyText('title', 'Event title'),
  param('start_date', eventDateSchema('start_date'), 'Start date and time'),
  param('end_date', eventDateSchema('end_date'), 'End date and time'),
  ...authorship(),
  nonEmptyText('description', 'Description'),
  nonEmptyText('slug', 'Slug'),
  nonEmptyText('excerpt', 'Excerpt'),
  param('status', postStatusSchema, 'Post status of the event'),
  param('timezone', timezoneSchema, 'Event time zone'),
  flag('all_day', 'Whether the event lasts all day', { default: false }),
  param('image', asSentSchema, 'URL or ID of the featured image'),
  param('cost', costSchema, 'Cost of the event'),
  param('website', eventWebsiteSchema, 'Event website URL', optional),
  flag('show_map', 'Whether to show a map'),
  flag('show_map_link', 'Whether to show a map link'),
  flag('hide_from_listings', 'Hide from the calendar view'),
  flag('sticky', 'Pin in the calendar view'),
  flag('featured', 'Feature on the site'),
  param('categories', termReferencesSchema, 'Category references: IDs, or names', optional),
  param('tags', termReferencesSchema, 'Tag references: IDs, or names', optional),
  param(
    'venue',
    venueLinkSchema,
    'Venue reference(s): an ID, or the fields of a new venue',
    optional,
  ),
  param(
    'organizer',
    organizerLinksSchema,
    'Organizer reference(s): IDs, or the fields of new organizers',
    optional,
  ),
  // Additive (docs/api.md §4.2.7): whether the event takes place as announced, and why not.
  param(
    'event_status',
    eventStatusSchema,
    'Whether the event takes place as announced: scheduled, canceled, postponed or moved_online',
    optional,
  ),
  param(
    'status_reason',
    statusReasonSchema,
    'Why the event is canceled, postponed or moved online: one line of plain text, translatable; "" clears it',
    optional,
  ),
  // Additive (docs/recurrence.md): the lines that make the event a recurring series.
  param(
    'recurrence',
    untypedSchema((value) => (isMissing(value) ? undefined : readRecurrence(value!))).meta({
      type: 'array',
      items: { type: 'string' },
    }),
    'RFC 5545 RRULE, EXDATE and RDATE lines; [] for an event that does not repeat. A rule without COUNT or UNTIL has occurrences up to the recurrence_horizon_days setting ahead (730 by default), extended as time passes',
    optional,
  ),
] as const;

/** Which occurrences of a series a write or delete reaches (docs/recurrence.md). */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const seriesScope = param(
  'series_scope',
  oneOfSchema('series_scope', SERIES_SCOPES),
  'On an occurrence of a series: only this one, this one and the following, or all',
  { default: 'this' },
);

/** docs/api.md §A.2.1: accepted only on the by-ID routes (read, delete, update). */
export const eventPassword = param('password', nonEmptyStringSchema('password'), 'Event password');
