// An event's public representation (rest-behaviour §1.2).
import type { Prisma } from '../generated/sqlite/client';
import { commonFields, globalId, translated, type SerializeContext } from '../posts/common';
import { serializeEmbeddedTerm } from '../terms/serialize';
import { autop } from '../text/autop';
import { serializeOrganizer } from '../organizers/serialize';
import { serializeVenue } from '../venues/serialize';
import { costDetails, costText } from './cost';
import type { eventInclude } from './include';

export type EventWithLinks = Prisma.EventGetPayload<{ include: typeof eventInclude }>;

const dateDetails = (value: string) => ({
  year: value.slice(0, 4),
  month: value.slice(5, 7),
  day: value.slice(8, 10),
  hour: value.slice(11, 13),
  minutes: value.slice(14, 16),
  seconds: value.slice(17, 19),
});

const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export function serializeEvent(event: EventWithLinks, context: SerializeContext) {
  const entries = JSON.parse(event.cost) as string[];
  const details = costDetails(entries);
  const { id, ...common } = commonFields(event, context, 'event');
  const categories = event.categories
    .map(({ category }) =>
      serializeEmbeddedTerm(
        { ...category, count: category._count.events },
        'tribe_events_cat',
        context,
      ),
    )
    .sort(byName);
  const tags = event.tags
    .map(({ tag }) =>
      serializeEmbeddedTerm({ ...tag, count: tag._count.events }, 'post_tag', context),
    )
    .sort(byName);
  return {
    id,
    global_id: globalId(context.baseUrl, id),
    global_id_lineage: [globalId(context.baseUrl, id)],
    ...common,
    rest_url: `${context.restBase}/events/${event.id}`,
    title: translated(event, 'title', context.language),
    description: autop(translated(event, 'description', context.language)),
    excerpt: autop(translated(event, 'excerpt', context.language)),
    slug: event.slug,
    image: false as const,
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
    categories,
    tags,
    venue:
      event.venue && event.venue.status === 'publish' ? serializeVenue(event.venue, context) : [],
    organizer: event.organizers
      .filter(({ organizer }) => organizer.status === 'publish')
      .map(({ organizer }) => serializeOrganizer(organizer, context)),
    custom_fields: [],
  };
}
