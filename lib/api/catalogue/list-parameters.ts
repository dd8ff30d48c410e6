// The list query parameters of docs/api.md §A.4.2.1, §A.4.3.1, §A.4.4.1 and §A.4.5.1, in
// its order, with the defaults of docs/api.md §2.2 and §3 written as TEC
// writes them (§8.1): per_page is the posts_per_page setting as a string, the
// date window is the one a list without dates would use right now. The list
// handlers read their parameters through these very declarations
// (lib/params/read-parameters.ts), so each schema is at once the validator and
// the documented type.
import { EVENT_ORDER_BY } from '../../events/list-order';
import {
  anyTextSchema,
  booleanSchema,
  dateTimeTextSchema,
  idListSchema,
  idSchema,
  idOrZeroSchema,
  nonEmptyStringSchema,
  nonNegativeIntegerSchema,
  oneOfSchema,
  positiveIntegerSchema,
  stringListSchema,
  truthySchema,
} from '../../params/schemas';
import { TRANSLATIONS } from '../../posts/missing-translations';
import { current, param, type DefaultValue } from './parameter';

/** Also on single reads (README "Translations"). */
export const translationStatusParameter = param(
  'translation_status',
  truthySchema,
  'When true, missing_translations names the fields lacking each translation',
);

/**
 * Our additive extension of every list (README "Translations"), for editors
 * who look for untranslated content; not in the interface document.
 */
const translationStatus = (items: string) =>
  [
    param(
      'missing_translation',
      oneOfSchema('missing_translation', TRANSLATIONS),
      `Only ${items} lacking a translation into this language`,
    ),
    translationStatusParameter,
  ] as const;

const paging = (items: string) =>
  [
    param('page', positiveIntegerSchema('page'), 'Page of the collection to return', {
      default: 1,
    }),
    param('per_page', positiveIntegerSchema('per_page'), `Number of ${items} per page`, {
      default: current('per_page'),
    }),
  ] as const;

/** The interface types `status` as a string; a list of them is read, as WordPress does (§0.5). */
const statusSchema = () => stringListSchema('status').meta({ type: 'string' });

/** The interface types term references as ids; slugs are also read (§3.1). */
const termReferencesSchema = (name: string) =>
  stringListSchema(name).meta({ items: { type: 'integer' } });

/** Accepted with no effect (§3.1), yet typed as TEC types them. */
const coordinateSchema = () => anyTextSchema.meta({ type: 'number', format: 'double' });

const dateTime = <const Name extends string>(
  name: Name,
  description: string,
  extra: { default?: DefaultValue } = {},
) => param(name, dateTimeTextSchema(name), description, extra);

export const eventListParameters = [
  ...paging('events'),
  dateTime('start_date', 'Events starting on the given date', { default: current('start_date') }),
  dateTime('end_date', 'Events ending on the given date', { default: current('end_date') }),
  dateTime('starts_before', 'Events starting before the date'),
  dateTime('starts_after', 'Events starting after the date'),
  dateTime('ends_before', 'Events ending before the date'),
  dateTime('ends_after', 'Events ending after the date'),
  param(
    'strict_dates',
    truthySchema,
    'When true, date filters apply at the given times; the default includes whole days',
    { default: 'false' },
  ),
  param(
    'search',
    nonEmptyStringSchema('search'),
    'Events whose title or description contains the string',
  ),
  param(
    'categories',
    termReferencesSchema('categories'),
    'Events assigned to one of the given category IDs (slugs also named)',
  ),
  param(
    'tags',
    termReferencesSchema('tags'),
    'Events assigned to one of the given tag IDs (slugs also named)',
  ),
  param('venue', idListSchema('venue'), 'Events assigned to one of the given venue IDs'),
  param(
    'organizer',
    idListSchema('organizer'),
    'Events assigned to one of the given organizer IDs',
  ),
  param('featured', booleanSchema('featured'), 'Filter by featured status'),
  param('status', statusSchema(), 'Filter by post status'),
  param(
    'geoloc',
    booleanSchema('geoloc'),
    'Filter by whether the venue has geolocation data; needs an add-on edition of the calendar',
  ),
  param(
    'geoloc_lat',
    coordinateSchema(),
    'Filter by venue latitude; needs the add-on edition; geoloc_lng must also be given',
  ),
  param(
    'geoloc_lng',
    coordinateSchema(),
    'Filter by venue longitude; needs the add-on edition; geoloc_lat must also be given',
  ),
  param(
    'include',
    idListSchema('include', { unknownIds: 'match nothing' }),
    'Only events with these post IDs; date filters are ignored when present',
  ),
  param(
    'post_parent',
    nonNegativeIntegerSchema('post_parent'),
    'Events whose post parent equals the value',
  ),
  param('ticketed', booleanSchema('ticketed'), 'Only events with, or without, tickets'),
  // Our additive extension (README "Sorting events"), for the admin's sortable columns.
  param(
    'orderby',
    oneOfSchema('orderby', EVENT_ORDER_BY),
    'Sort by start, end or last change; by start when absent',
  ),
  param('order', oneOfSchema('order', ['asc', 'desc']), 'Sort direction'),
  ...translationStatus('events'),
] as const;

/** §A.4.3.1; §A.4.4.1 has the same names, types and defaults. */
function linkedPostListParameters(items: 'venues' | 'organizers') {
  const label = items === 'venues' ? 'Venues' : 'Organizers';
  return [
    ...paging(items),
    param('search', nonEmptyStringSchema('search'), 'Match in title, description or custom fields'),
    param('event', idSchema('event'), `${label} related to this event`),
    param('has_events', truthySchema, `Only ${items} that have events`),
    param('only_with_upcoming', truthySchema, `Only ${items} that have upcoming events`, {
      default: false,
    }),
    param('status', statusSchema(), 'Post status filter'),
    ...translationStatus(items),
  ] as const;
}

export const venueListParameters = linkedPostListParameters('venues');
export const organizerListParameters = linkedPostListParameters('organizers');

/** §A.4.5.1 up to `parent`, which only categories have (§A.4.6). */
const termSelection = () =>
  [
    param('search', nonEmptyStringSchema('search'), 'Limit to terms matching the string'),
    param('exclude', idListSchema('exclude'), 'Force exclusion of these IDs'),
    param('include', idListSchema('include'), 'Limit to these IDs'),
    param('order', nonEmptyStringSchema('order'), 'Sort direction, ascending or descending'),
    param('orderby', nonEmptyStringSchema('orderby'), 'Sort by a term attribute'),
    param('hide_empty', booleanSchema('hide_empty'), 'Hide terms not assigned to any post', {
      default: '1',
    }),
  ] as const;

/** §A.4.5.1 after `parent`. */
const termLinks = (items: 'categories' | 'tags') =>
  [
    param('post', idSchema('post'), 'Only terms assigned to this post'),
    param('event', idSchema('event'), 'Alias of post'),
    param('slug', nonEmptyStringSchema('slug'), 'Only terms with this slug'),
    ...translationStatus(items),
  ] as const;

export const categoryListParameters = [
  ...paging('categories'),
  ...termSelection(),
  param('parent', idOrZeroSchema('parent'), 'Only terms with this parent'),
  ...termLinks('categories'),
] as const;

export const tagListParameters = [
  ...paging('tags'),
  ...termSelection(),
  ...termLinks('tags'),
] as const;
