// The write fields of docs/api.md §A.2, in its order, with its types and defaults
// (docs/api.md §8.1 writes `null` defaults too). Which are required is a
// property of the endpoint, not of the field: see routes.ts. The writes read
// their parameters through these very declarations
// (lib/params/read-parameters.ts), so each schema is at once the validator and
// the documented type.
import {
  costSchema,
  eventDateSchema,
  eventWebsiteSchema,
  timezoneSchema,
} from '../../events/field-schemas';
import {
  organizerLinksSchema,
  termReferencesSchema,
  venueLinkSchema,
} from '../../events/link-params';
import { translationLanguageSchema } from '../../params/language';
import {
  asSentSchema,
  booleanSchema,
  idOrZeroSchema,
  idSchema,
  nonEmptyStringSchema,
  stringSchema,
  truthySchema,
} from '../../params/schemas';
import { websiteSchema } from '../../params/url-param';
import { postStatusSchema, publicationDateSchema } from '../../posts/field-schemas';
import { param, type DefaultValue } from './parameter';

/**
 * docs/api.md §A.2.6: every handler of every route lists it; the route layer reads
 * it (languageOf). Documented in the query string, where every route takes
 * it; a write also takes it in its body, as every parameter (§0.5).
 */
export const translationLanguage = param(
  'translation_language',
  translationLanguageSchema,
  'Language of the content to read or write. A write may also send it in its body, which wins over the query string.',
  { location: 'query' },
);

type Extra = { default?: DefaultValue };
const optional = { default: null } as const;

/** Author and publication dates, declared alike in §A.2.1, §A.2.2 and §A.2.3 but for defaults. */
const authorship = (extra: Extra = {}) =>
  [
    param('author', idSchema('author'), 'Author ID', extra),
    param('date', publicationDateSchema('date'), 'Publication date', extra),
    param('date_utc', publicationDateSchema('date_utc'), 'Publication date in UTC', extra),
  ] as const;

const flag = <const Name extends string>(name: Name, description: string, extra: Extra = {}) =>
  param(name, booleanSchema(name), description, extra);

const nonEmptyText = <const Name extends string>(name: Name, description: string) =>
  param(name, nonEmptyStringSchema(name), description);

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
] as const;

/** docs/api.md §A.2.1: accepted only on the by-ID routes (read, delete, update). */
export const eventPassword = param('password', nonEmptyStringSchema('password'), 'Event password');

/**
 * docs/api.md §4.1 and §6 make `slug` a write field of venues and
 * organizers too (a rename on update). The interface's field tables (§A.2.2,
 * §A.2.3), which the index lists exactly (§8.1), do not name it, so the
 * documents leave it out; their writes read it through this declaration.
 */
export const linkedPostSlug = nonEmptyText('slug', 'Slug');

/** §A.2.2 and §A.2.3 open alike: the name, authorship, description and status. */
function linkedPostHead<const Kind extends 'venue' | 'organizer'>(kind: Kind, extra: Extra) {
  const label = kind === 'venue' ? 'Venue' : 'Organizer';
  return [
    param(kind, nonEmptyStringSchema(kind), `${label} name`, extra),
    ...authorship(extra),
    param('description', stringSchema('description'), 'Description', optional),
    param('status', postStatusSchema, `Post status of the ${kind}`, extra),
  ] as const;
}

/** Address-like text (§0.7): any string, `""` clears. */
const text = <const Name extends string>(name: Name, description: string) =>
  param(name, stringSchema(name), description, optional);

/** The interface types the venue map flags as strings; they are truthy (§4.3). */
const venueFlag = <const Name extends string>(name: Name, description: string) =>
  param(name, truthySchema.meta({ type: 'string' }), description, optional);

const phone = text('phone', 'Phone number');
const website = param('website', websiteSchema, 'Website URL', optional);
const image = param('image', asSentSchema, 'ID or URL of the featured image', optional);

export const venueFields = [
  ...linkedPostHead('venue', {}),
  venueFlag('show_map', 'Whether to show a map'),
  venueFlag('show_map_link', 'Whether to show a map link'),
  text('address', 'Street address'),
  text('city', 'City'),
  text('country', 'Country'),
  text('province', 'Province'),
  text('state', 'State'),
  text('zip', 'Postal code'),
  phone,
  text('stateprovince', 'State or province'),
  website,
  image,
] as const;

export const organizerFields = [
  ...linkedPostHead('organizer', optional),
  phone,
  website,
  text('email', 'E-mail address'),
  image,
] as const;

/** Read through these declarations by the term writes (lib/terms/input.ts). */
export const tagFields = [
  nonEmptyText('name', 'Term name'),
  nonEmptyText('description', 'Term description'),
  nonEmptyText('slug', 'Term slug'),
] as const;

export const categoryFields = [
  ...tagFields,
  param('parent', idOrZeroSchema('parent'), 'Parent category ID'),
] as const;
