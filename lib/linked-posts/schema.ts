// What venues and organizers are written with and listed by (docs/api.md
// §A.2.2, §A.2.3, §A.4.3.1, §A.4.4.1), in the interface's order: each schema
// is at once the validator their handlers read through and the documented type.
import {
  nonEmptyText,
  optional,
  paging,
  param,
  statusListSchema,
  type DefaultOnly as Extra,
} from '../params/declare';
import {
  asSentSchema,
  idSchema,
  nonEmptyStringSchema,
  oneOfSchema,
  stringSchema,
  truthySchema,
} from '../params/schemas';
import { websiteSchema } from '../params/url-param';
import { modifiedAfter } from '../dates/modified-after';
import { translationStatus } from '../posts/missing-translations';
import { authorship, postStatusSchema } from '../posts/schema';

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
    param('status', statusListSchema(), 'Post status filter'),
    // Our additive extension (docs/api.md §3.2), for the admin's recent changes.
    param(
      'orderby',
      oneOfSchema('orderby', LINKED_POST_ORDER_BY),
      'Sort by publication date or last change; by publication date when absent',
    ),
    param('order', oneOfSchema('order', ['asc', 'desc']), 'Sort direction; desc when absent'),
    // Additive (docs/api.md §3.4): what changed since a client's last read.
    modifiedAfter(items),
    ...translationStatus(items),
  ] as const;
}

export const LINKED_POST_ORDER_BY = ['date', 'modified'] as const;

export const venueListParameters = linkedPostListParameters('venues');
export const organizerListParameters = linkedPostListParameters('organizers');
