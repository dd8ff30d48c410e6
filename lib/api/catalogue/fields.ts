// The write fields of interface §2, in its order, with its types and defaults
// (rest-behaviour §8.1 writes `null` defaults too). Which are required is a
// property of the endpoint, not of the field: see routes.ts.
import { languages } from '../../http/language';
import { dateTime, field, ids, type ParameterSpec } from './parameter';

/** Interface §2.6: every handler of every route lists it. */
export const translationLanguage = field(
  'translation_language',
  'string',
  'Language of the content to read or write.',
  { enum: languages, location: 'query' },
);

export const eventFields: ParameterSpec[] = [
  field('title', 'string', 'Event title'),
  dateTime('start_date', 'Start date and time'),
  dateTime('end_date', 'End date and time'),
  field('author', 'integer', 'Author ID'),
  field('date', 'string', 'Publication date'),
  field('date_utc', 'string', 'Publication date in UTC'),
  field('description', 'string', 'Description'),
  field('slug', 'string', 'Slug'),
  field('excerpt', 'string', 'Excerpt'),
  field('status', 'string', 'Post status of the event'),
  field('timezone', 'string', 'Event time zone'),
  field('all_day', 'boolean', 'Whether the event lasts all day', { default: false }),
  field('image', 'string', 'URL or ID of the featured image'),
  field('cost', undefined, 'Cost of the event'),
  field('website', undefined, 'Event website URL', { default: null }),
  field('show_map', 'boolean', 'Whether to show a map'),
  field('show_map_link', 'boolean', 'Whether to show a map link'),
  field('hide_from_listings', 'boolean', 'Hide from the calendar view'),
  field('sticky', 'boolean', 'Pin in the calendar view'),
  field('featured', 'boolean', 'Feature on the site'),
  ids('categories', 'Category references: IDs, or names', { default: null }),
  ids('tags', 'Tag references: IDs, or names', { default: null }),
  ids('venue', 'Venue reference(s): an ID, or the fields of a new venue', { default: null }),
  ids('organizer', 'Organizer reference(s): IDs, or the fields of new organizers', {
    default: null,
  }),
];

/** Interface §2.1: accepted only on the by-ID routes (read, delete, update). */
export const eventPassword = field('password', 'string', 'Event password');

const optional = { default: null } as const;

export const venueFields: ParameterSpec[] = [
  field('venue', 'string', 'Venue name'),
  field('author', 'integer', 'Author ID'),
  field('date', 'string', 'Publication date'),
  field('date_utc', 'string', 'Publication date in UTC'),
  field('description', 'string', 'Description', optional),
  field('status', 'string', 'Post status of the venue'),
  field('show_map', 'string', 'Whether to show a map', optional),
  field('show_map_link', 'string', 'Whether to show a map link', optional),
  field('address', 'string', 'Street address', optional),
  field('city', 'string', 'City', optional),
  field('country', 'string', 'Country', optional),
  field('province', 'string', 'Province', optional),
  field('state', 'string', 'State', optional),
  field('zip', 'string', 'Postal code', optional),
  field('phone', 'string', 'Phone number', optional),
  field('stateprovince', 'string', 'State or province', optional),
  field('website', 'string', 'Website URL', optional),
  field('image', 'string', 'ID or URL of the featured image', optional),
];

export const organizerFields: ParameterSpec[] = [
  field('organizer', 'string', 'Organizer name', optional),
  field('author', 'integer', 'Author ID', optional),
  field('date', 'string', 'Publication date', optional),
  field('date_utc', 'string', 'Publication date in UTC', optional),
  field('description', 'string', 'Description', optional),
  field('status', 'string', 'Post status of the organizer', optional),
  field('phone', 'string', 'Phone number', optional),
  field('website', 'string', 'Website URL', optional),
  field('email', 'string', 'E-mail address', optional),
  field('image', 'string', 'ID or URL of the featured image', optional),
];

export const tagFields: ParameterSpec[] = [
  field('name', 'string', 'Term name'),
  field('description', 'string', 'Term description'),
  field('slug', 'string', 'Term slug'),
];

export const categoryFields: ParameterSpec[] = [
  ...tagFields,
  field('parent', 'integer', 'Parent category ID'),
];
