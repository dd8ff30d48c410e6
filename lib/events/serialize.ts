// An event's public representation (docs/api.md §1.2, §1.9, §1.10).
import { canRead } from '../auth/permissions';
import { utcToZone } from '../dates/format';
import { serializeImage } from '../media/serialize';
import { serializeOrganizer } from '../linked-posts/organizer/serialize';
import { commonFields, globalId, translated, type SerializeContext } from '../posts/serialize';
import { serializeEmbeddedTerm, type Taxonomy } from '../terms/serialize';
import type { TermSnapshot } from '../terms/read-snapshot';
import type { TermRow } from '../terms/store';
import { autop } from '../text/autop';
import { serializeVenue } from '../linked-posts/venue/serialize';
import { costDetails, costText } from './serialize-cost';
import { eventJsonLd } from './serialize-json-ld';
import type { EventWithLinks } from './read';
import { eventStatusOf } from './event-status';

export interface EventSerializeOptions {
  /** The terms embedded, with their counts (§1.5, §1.6). */
  terms: TermSnapshot;
  /** Single reads carry json_ld, the embedded venue's and organizers' too (§1.9). */
  single?: boolean;
  /** A password-protected event the caller has not unlocked, in a list (§1.10). */
  locked?: boolean;
}

const dateDetails = (value: string) => ({
  year: value.slice(0, 4),
  month: value.slice(5, 7),
  day: value.slice(8, 10),
  hour: value.slice(11, 13),
  minutes: value.slice(14, 16),
  seconds: value.slice(17, 19),
});

// One collator: localeCompare with a locale builds one per call (about 40 times slower).
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  collator.compare(a.name, b.name) || a.id - b.id;

const LOCKED_FIELDS = {
  description: '',
  excerpt: '',
  image: false,
  all_day: null,
  cost: '',
  cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  status_reason: '',
};

function embeddedTerms(event: EventWithLinks, context: SerializeContext, terms: TermSnapshot) {
  const embed = (ids: number[], rows: ReadonlyMap<number, TermRow>, taxonomy: Taxonomy) =>
    // A term deleted since the event was read is left out, as if read a moment later.
    ids
      .flatMap((id) => rows.get(id) ?? [])
      .map((term) => serializeEmbeddedTerm(term, terms.counts.get(term.id) ?? 0, taxonomy, context))
      .sort(byName);
  return {
    categories: embed(event.categoryIds, terms.categories, 'tribe_events_cat'),
    tags: embed(event.tagIds, terms.tags, 'post_tag'),
  };
}

export function serializeEvent(
  event: EventWithLinks,
  context: SerializeContext,
  options: EventSerializeOptions,
) {
  const single = options.single === true && !event.password;
  const entries = JSON.parse(event.cost) as string[];
  const details = costDetails(entries);
  const { id, ...common } = commonFields(event, context, 'event');
  const title = translated(event, 'title', context.language);
  const description = translated(event, 'description', context.language);
  const excerpt = translated(event, 'excerpt', context.language);
  const venue =
    event.venue && canRead(context.caller, event.venue)
      ? serializeVenue(event.venue, context, { jsonLd: single })
      : null;
  const organizers = event.organizers
    .filter((organizer) => canRead(context.caller, organizer))
    .map((organizer) => serializeOrganizer(organizer, context, { jsonLd: single }));
  const image = serializeImage(event.image, context.baseUrl);
  const representation = {
    id,
    global_id: globalId(context.baseUrl, id),
    global_id_lineage: [globalId(context.baseUrl, id)],
    ...common,
    rest_url: `${context.restBase}/events/${id}`,
    title,
    description: autop(description),
    excerpt: autop(excerpt),
    slug: event.slug,
    image,
    all_day: event.allDay,
    start_date: event.startLocal,
    start_date_details: dateDetails(event.startLocal),
    end_date: event.endLocal,
    end_date_details: dateDetails(event.endLocal),
    utc_start_date: event.startUtc,
    utc_start_date_details: dateDetails(event.startUtc),
    utc_end_date: event.endUtc,
    utc_end_date_details: dateDetails(event.endUtc),
    timezone: event.timezone,
    timezone_abbr: event.timezoneAbbr,
    cost: costText(entries, details, context.language),
    cost_details: details,
    website: event.website || common.url,
    show_map: event.showMap,
    show_map_link: event.showMapLink,
    hide_from_listings: event.hideFromListings,
    sticky: event.sticky,
    featured: event.featured,
    ...embeddedTerms(event, context, options.terms),
    venue: venue ?? [],
    organizer: organizers,
    custom_fields: [],
    series_id: event.seriesId,
    recurrence: event.recurrence,
    // Additive (§4.2.7); the reason is shown only with a status that needs one.
    event_status: eventStatusOf(event.eventStatus),
    status_reason:
      event.eventStatus === 'scheduled' ? '' : translated(event, 'statusReason', context.language),
  };
  if (options.locked) return { ...representation, ...LOCKED_FIELDS };
  if (!single) return representation;
  return {
    ...representation,
    json_ld: eventJsonLd({
      name: title,
      excerpt,
      description,
      imageUrl: image ? image.url : undefined,
      url: common.url,
      startLocal: event.startLocal,
      endLocal: event.endLocal,
      timezone: event.timezone,
      published: {
        wall: utcToZone(event.dateUtc, context.siteTimezone),
        zone: context.siteTimezone,
      },
      cost: { text: representation.cost, values: details.values },
      eventStatus: representation.event_status,
      location: venue?.json_ld,
      organizer: organizers[0]?.json_ld,
    }),
  };
}
