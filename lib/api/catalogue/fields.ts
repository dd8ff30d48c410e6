// The write fields of interface §2, in its order, with its types and defaults
// (rest-behaviour §8.1 writes `null` defaults too). Which are required is a
// property of the endpoint, not of the field: see routes.ts.
import { languages } from '../../http/language';
import { idOrZeroSchema, nonEmptyStringSchema } from '../../http/param-schemas';
import { dateTime, field, ids, param, type ParameterSpec } from './parameter';

/** Interface §2.6: every handler of every route lists it. */
export const translationLanguage = field(
  'translation_language',
  'string',
  'Language of the content to read or write.',
  { enum: languages, location: 'query' },
);

const optional = { default: null } as const;
type Extra = Partial<ParameterSpec>;

/** Author and publication dates, declared alike in §2.1, §2.2 and §2.3 but for defaults. */
const authorship = (extra: Extra = {}) => [
  field('author', 'integer', 'Author ID', extra),
  field('date', 'string', 'Publication date', extra),
  field('date_utc', 'string', 'Publication date in UTC', extra),
];

export const eventFields: ParameterSpec[] = [
  field('title', 'string', 'Event title'),
  dateTime('start_date', 'Start date and time'),
  dateTime('end_date', 'End date and time'),
  ...authorship(),
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
export const eventPassword = param('password', nonEmptyStringSchema('password'), 'Event password');

/** §2.2 and §2.3 open alike: the name, authorship, description and status. */
function linkedPostHead(kind: 'venue' | 'organizer', extra: Extra) {
  const label = kind === 'venue' ? 'Venue' : 'Organizer';
  return [
    field(kind, 'string', `${label} name`, extra),
    ...authorship(extra),
    field('description', 'string', 'Description', optional),
    field('status', 'string', `Post status of the ${kind}`, extra),
  ];
}

const phone = field('phone', 'string', 'Phone number', optional);
const website = field('website', 'string', 'Website URL', optional);
const image = field('image', 'string', 'ID or URL of the featured image', optional);

export const venueFields: ParameterSpec[] = [
  ...linkedPostHead('venue', {}),
  field('show_map', 'string', 'Whether to show a map', optional),
  field('show_map_link', 'string', 'Whether to show a map link', optional),
  field('address', 'string', 'Street address', optional),
  field('city', 'string', 'City', optional),
  field('country', 'string', 'Country', optional),
  field('province', 'string', 'Province', optional),
  field('state', 'string', 'State', optional),
  field('zip', 'string', 'Postal code', optional),
  phone,
  field('stateprovince', 'string', 'State or province', optional),
  website,
  image,
];

export const organizerFields: ParameterSpec[] = [
  ...linkedPostHead('organizer', optional),
  phone,
  website,
  field('email', 'string', 'E-mail address', optional),
  image,
];

/** Read through these declarations by the term writes (lib/terms/input.ts). */
export const tagFields = [
  param('name', nonEmptyStringSchema('name'), 'Term name'),
  param('description', nonEmptyStringSchema('description'), 'Term description'),
  param('slug', nonEmptyStringSchema('slug'), 'Term slug'),
] as const;

export const categoryFields = [
  ...tagFields,
  param('parent', idOrZeroSchema('parent'), 'Parent category ID'),
] as const;
