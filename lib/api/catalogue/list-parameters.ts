// The list query parameters of interface §4.2.1, §4.3.1, §4.4.1 and §4.5.1, in
// its order, with the defaults of rest-behaviour §2.2 and §3 written as TEC
// writes them (§8.1): per_page is the posts_per_page setting as a string, the
// date window is the one a list without dates would use right now.
import { EVENT_ORDER_BY } from '../../events/list-order';
import { current, dateTime, field, ids, type ParameterSpec } from './parameter';

/**
 * Our additive extension of every list (README "Translations"), for editors
 * who look for untranslated content; not in the interface document.
 */
const translationStatus = (items: string): ParameterSpec[] => [
  field('missing_translation', 'string', `Only ${items} lacking a translation into this language`, {
    enum: ['fr', 'es'],
  }),
  translationStatusParameter,
];

/** Also on single reads (README "Translations"). */
export const translationStatusParameter = field(
  'translation_status',
  undefined,
  'When true, missing_translations names the fields lacking each translation',
);

const paging = (items: string): ParameterSpec[] => [
  field('page', 'integer', 'Page of the collection to return', { default: 1 }),
  field('per_page', 'integer', `Number of ${items} per page`, { default: current('per_page') }),
];

export const eventListParameters: ParameterSpec[] = [
  ...paging('events'),
  dateTime('start_date', 'Events starting on the given date', { default: current('start_date') }),
  dateTime('end_date', 'Events ending on the given date', { default: current('end_date') }),
  dateTime('starts_before', 'Events starting before the date'),
  dateTime('starts_after', 'Events starting after the date'),
  dateTime('ends_before', 'Events ending before the date'),
  dateTime('ends_after', 'Events ending after the date'),
  field(
    'strict_dates',
    undefined,
    'When true, date filters apply at the given times; the default includes whole days',
    { default: 'false' },
  ),
  field('search', 'string', 'Events whose title or description contains the string'),
  ids('categories', 'Events assigned to one of the given category IDs (slugs also named)'),
  ids('tags', 'Events assigned to one of the given tag IDs (slugs also named)'),
  ids('venue', 'Events assigned to one of the given venue IDs'),
  ids('organizer', 'Events assigned to one of the given organizer IDs'),
  field('featured', 'boolean', 'Filter by featured status'),
  field('status', 'string', 'Filter by post status'),
  field(
    'geoloc',
    'boolean',
    'Filter by whether the venue has geolocation data; needs an add-on edition of the calendar',
  ),
  field(
    'geoloc_lat',
    'number',
    'Filter by venue latitude; needs the add-on edition; geoloc_lng must also be given',
    { format: 'double' },
  ),
  field(
    'geoloc_lng',
    'number',
    'Filter by venue longitude; needs the add-on edition; geoloc_lat must also be given',
    { format: 'double' },
  ),
  ids('include', 'Only events with these post IDs; date filters are ignored when present'),
  field('post_parent', 'integer', 'Events whose post parent equals the value'),
  field('ticketed', 'boolean', 'Only events with, or without, tickets'),
  // Our additive extension (README "Sorting events"), for the admin's sortable columns.
  field('orderby', 'string', 'Sort by start, end or last change; by start when absent', {
    enum: EVENT_ORDER_BY,
  }),
  field('order', 'string', 'Sort direction', { enum: ['asc', 'desc'] }),
  ...translationStatus('events'),
];

/** §4.3.1; §4.4.1 has the same names, types and defaults. */
function linkedPostListParameters(items: 'venues' | 'organizers'): ParameterSpec[] {
  const label = items === 'venues' ? 'Venues' : 'Organizers';
  return [
    ...paging(items),
    field('search', 'string', 'Match in title, description or custom fields'),
    field('event', 'integer', `${label} related to this event`),
    field('has_events', undefined, `Only ${items} that have events`),
    field('only_with_upcoming', undefined, `Only ${items} that have upcoming events`, {
      default: false,
    }),
    field('status', 'string', 'Post status filter'),
    ...translationStatus(items),
  ];
}

export const venueListParameters = linkedPostListParameters('venues');
export const organizerListParameters = linkedPostListParameters('organizers');

/** §4.5.1; tags (§4.6) have the same parameters without parent. */
function termListParameters(items: 'categories' | 'tags'): ParameterSpec[] {
  return [
    ...paging(items),
    field('search', 'string', 'Limit to terms matching the string'),
    ids('exclude', 'Force exclusion of these IDs'),
    ids('include', 'Limit to these IDs'),
    field('order', 'string', 'Sort direction, ascending or descending'),
    field('orderby', 'string', 'Sort by a term attribute'),
    field('hide_empty', 'boolean', 'Hide terms not assigned to any post', { default: '1' }),
    ...(items === 'categories' ? [field('parent', 'integer', 'Only terms with this parent')] : []),
    field('post', 'integer', 'Only terms assigned to this post'),
    field('event', 'integer', 'Alias of post'),
    field('slug', 'string', 'Only terms with this slug'),
    ...translationStatus(items),
  ];
}

export const categoryListParameters = termListParameters('categories');
export const tagListParameters = termListParameters('tags');
