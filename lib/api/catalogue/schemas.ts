// The representations of docs/api.md §1 as OpenAPI component schemas
// (§8.2). `author` is documented as an integer, as TEC documents it, though
// the value is a string of digits (§0.2).
import {
  arrayOf,
  boolean,
  integer,
  object,
  ref,
  string,
  type Schema,
  type SchemaName,
  type SchemaOrRef,
} from './schema-builders';
import { EVENT_STATUSES } from '../../events/event-status';

const wallTime = (description: string) => string(`${description} (YYYY-MM-DD HH:MM:SS)`);
const html = (description: string) => string(`${description}, HTML with paragraphs`);
const url = (description: string) => string(description, { format: 'uri' });
const nullableFlag = (description: string) =>
  boolean(`${description}; null for a password-protected event the caller has not unlocked`, {
    nullable: true,
  });
const jsonLd = { type: 'object', description: 'schema.org JSON-LD; single reads only' } as const;

/** §1.1: first the fields every event, venue and organizer has. */
const postFields = (kind: string): Record<string, SchemaOrRef> => ({
  id: integer(`${kind} ID`),
  global_id: string('Host and path of the site with the ID, e.g. calendar.example.org?id=1012'),
  global_id_lineage: arrayOf(string('Global ID'), 'The global_id, alone'),
  author: integer('Author ID'),
  status: string('Post status: publish, future, draft, pending, private or trash'),
  date: wallTime('Publication time in the site time zone'),
  date_utc: wallTime('Publication time in UTC'),
  modified: wallTime('Last change in the site time zone'),
  modified_utc: wallTime('Last change in UTC'),
  url: url('Public page'),
  slug: string('Slug'),
});

const dateDetails = object(
  Object.fromEntries(
    ['year', 'month', 'day', 'hour', 'minutes', 'seconds'].map((part) => [
      part,
      string(`Zero-padded ${part}`),
    ]),
  ),
  [],
  'The parts of a YYYY-MM-DD HH:MM:SS value, as strings',
);

const imageSize = object({
  width: integer('Width in pixels'),
  height: integer('Height in pixels'),
  'mime-type': string('Media type'),
  filesize: integer('Size in bytes'),
  url: url('Address of the rendition'),
});

const image = object({
  url: url('Address of the original file'),
  id: integer('Media ID'),
  extension: string('File extension, lower case'),
  width: integer('Width in pixels'),
  height: integer('Height in pixels'),
  filesize: integer('Size in bytes'),
  sizes: object(
    { thumbnail: ref('ImageSize'), medium: ref('ImageSize'), large: ref('ImageSize') },
    ['thumbnail', 'medium', 'large'],
    'Renditions smaller than the original',
  ),
  alt: string('Alternative text, plain, the same in every language; empty when none'),
});

const costDetails = object({
  currency_symbol: string('Currency symbol, empty when the entries disagree'),
  currency_code: string('Always empty'),
  currency_position: string('Where the symbol stands', { enum: ['prefix', 'postfix', ''] }),
  values: arrayOf(string('Number'), 'The numbers of the cost, ascending'),
});

/** Terms from the term routes (§1.5) and embedded in events (§1.6) share one schema. */
const term = object(
  {
    id: integer('Term ID'),
    name: string('Name'),
    slug: string('Slug'),
    taxonomy: string('tribe_events_cat for categories, post_tag for tags'),
    description: string('Description'),
    parent: integer('Parent category ID, 0 for none; term routes send it for categories only'),
    count: integer('Number of published events assigned to the term'),
    url: url('Public page; term routes only'),
    meta: arrayOf({}, 'Always empty; term routes only'),
    term_group: integer('Always 0; embedded terms only'),
    term_taxonomy_id: integer('Equal to id; embedded terms only'),
    filter: string('Always raw; embedded terms only'),
    urls: object(
      { self: url('This term'), collection: url('The list of terms'), up: url('The parent') },
      ['up'],
    ),
  },
  ['parent', 'url', 'meta', 'term_group', 'term_taxonomy_id', 'filter'],
);

const event = object(
  {
    ...postFields('Event'),
    rest_url: url('Address of the event in the API'),
    title: string('Title'),
    description: html('Description'),
    excerpt: html('Excerpt'),
    image: { oneOf: [ref('Image'), boolean('false when there is no image', { enum: [false] })] },
    all_day: nullableFlag('Whether the event lasts all day'),
    start_date: wallTime("Start in the event's time zone"),
    start_date_details: ref('DateDetails'),
    end_date: wallTime("End in the event's time zone"),
    end_date_details: ref('DateDetails'),
    utc_start_date: wallTime('Start in UTC'),
    utc_start_date_details: ref('DateDetails'),
    utc_end_date: wallTime('End in UTC'),
    utc_end_date_details: ref('DateDetails'),
    timezone: string('Time zone of the event'),
    timezone_abbr: string('Abbreviation of the time zone at the start'),
    cost: string('Cost as displayed'),
    cost_details: ref('CostDetails'),
    website: string("Event website, or the event's url when it has none"),
    show_map: nullableFlag('Whether to show a map'),
    show_map_link: nullableFlag('Whether to show a map link'),
    hide_from_listings: nullableFlag('Left out of event lists'),
    sticky: nullableFlag('Pinned in the calendar view'),
    featured: nullableFlag('Featured on the site'),
    categories: arrayOf(ref('Term'), 'Categories, by name'),
    tags: arrayOf(ref('Term'), 'Tags, by name'),
    venue: {
      oneOf: [ref('Venue'), { type: 'array', maxItems: 0, items: {}, description: 'No venue' }],
    },
    organizer: arrayOf(ref('Organizer'), 'Organizers, in linking order'),
    custom_fields: arrayOf({}, 'Always empty'),
    series_id: integer("The series' first event, null for an event that does not repeat", {
      nullable: true,
    }),
    recurrence: arrayOf(string('An RRULE, EXDATE or RDATE line'), "The series' RFC 5545 lines"),
    event_status: string('Whether the event takes place as announced', {
      enum: [...EVENT_STATUSES],
    }),
    status_reason: string(
      'Why it is canceled, postponed or moved online, plain text in the effective language; "" when scheduled',
    ),
    json_ld: jsonLd,
  },
  ['json_ld'],
);

/** §1.3 and §1.4 open alike, and leave these keys out when empty. */
const linkedPostFields = (kind: 'Venue' | 'Organizer') => ({
  ...postFields(kind),
  [kind.toLowerCase()]: string('Name'),
  description: html('Description'),
  excerpt: html('Excerpt'),
  image: ref('Image'),
});
const omittedWhenEmpty = (keys: string[]) => ['author', 'description', 'excerpt', 'image', ...keys];

const venue = object(
  {
    ...linkedPostFields('Venue'),
    ...Object.fromEntries(
      ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website'].map((name) => [
        name,
        string(name.charAt(0).toUpperCase() + name.slice(1)),
      ]),
    ),
    stateprovince: string('State or province'),
    json_ld: jsonLd,
    show_map: boolean('Whether to show a map'),
    show_map_link: boolean('Whether to show a map link'),
  },
  omittedWhenEmpty([
    ...['venue', 'address', 'city', 'country', 'province', 'state', 'zip', 'phone'],
    ...['website', 'stateprovince', 'json_ld'],
  ]),
  'Keys whose value is empty are left out',
);

const organizer = object(
  {
    ...linkedPostFields('Organizer'),
    phone: string('Phone number'),
    website: string('Website'),
    email: string('E-mail address'),
    json_ld: jsonLd,
  },
  omittedWhenEmpty(['organizer', 'phone', 'website', 'email', 'json_ld']),
  'Keys whose value is empty are left out',
);

/** §7.1; each error response narrows `code` to the codes it can carry (openapi-operation.ts). */
const error = object(
  {
    code: string('A stable machine code (docs/api.md §7.3), never translated'),
    message: string('What went wrong, in English'),
    data: object(
      {
        status: integer('The HTTP status'),
        params: {
          description:
            'rest_invalid_param: each invalid parameter with its reason; rest_missing_callback_param: the missing names',
          oneOf: [
            { type: 'object', additionalProperties: { type: 'string' } },
            { type: 'array', items: { type: 'string' } },
          ],
        },
        details: {
          type: 'object',
          description: 'rest_invalid_param: the parameters whose failure has a code of its own',
        },
      },
      ['params', 'details'],
      'Other keys depend on the code (term_exists: term_id)',
    ),
  },
  [],
  'The body of every error answer',
);

/** GET /changes (docs/sync.md). */
const changePage = object(
  {
    changes: arrayOf(
      object({
        kind: string('What changed', { enum: ['event', 'venue', 'organizer', 'category', 'tag'] }),
        id: integer('Its ID'),
        change: string(
          'upsert: read it again; delete: forget it (gone, or no longer readable by the caller)',
          { enum: ['upsert', 'delete'] },
        ),
        modified_utc: string('When the change was written, Y-m-d H:i:s UTC'),
      }),
      'The changes after the cursor, oldest first; an item changed several times is told once',
    ),
    next_cursor: string('The cursor to ask with next; the same one when nothing changed'),
  },
  [],
  'A page of the change feed',
);

export const resourceSchemas: Record<SchemaName, Schema> = {
  ImageSize: imageSize,
  CostDetails: costDetails,
  Term: term,
  Image: image,
  DateDetails: dateDetails,
  Event: event,
  Venue: venue,
  Organizer: organizer,
  Error: error,
  ChangePage: changePage,
};
