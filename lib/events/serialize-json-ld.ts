// schema.org Event for single reads (docs/api.md §1.9).
import { parseWallTime } from '../dates/format';
import { temporalZone } from '../dates/zones';
import { jsonLdDescription } from '../posts/serialize-json-ld';
import type { EventStatus } from './event-status';

/** schema.org's EventStatusType for each status (docs/api.md §1.9). */
const SCHEMA_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  canceled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/** ISO 8601 with the zone's offset at that wall time: `2025-04-18T19:30:00-04:00`. */
export function isoWithOffset(wall: string, zone: string): string {
  return parseWallTime(wall)
    .toZonedDateTime(temporalZone(zone), { disambiguation: 'compatible' })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The offer price: the cost without its currency symbol, `0` for Free. */
export function offerPrice(values: string[]): string {
  const min = values[0];
  const max = values[values.length - 1];
  if (min === undefined || max === undefined) return '';
  return min === max ? min : `${min} – ${max}`;
}

export interface EventJsonLdInput {
  name: string;
  excerpt: string;
  description: string;
  imageUrl?: string;
  url: string;
  startLocal: string;
  endLocal: string;
  timezone: string;
  /** Publication time in the site zone and that zone. */
  published: { wall: string; zone: string };
  cost: { text: string; values: string[] };
  /** Scheduled when absent. */
  eventStatus?: EventStatus;
  location?: object;
  organizer?: object;
}

export function eventJsonLd(input: EventJsonLdInput) {
  return {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: input.name,
    description: jsonLdDescription(input.excerpt, input.description),
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    url: input.url,
    // An event moved online is attended online (schema.org's EventMovedOnline asks for both).
    eventAttendanceMode:
      input.eventStatus === 'moved_online'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: SCHEMA_STATUS[input.eventStatus ?? 'scheduled'],
    startDate: isoWithOffset(input.startLocal, input.timezone),
    endDate: isoWithOffset(input.endLocal, input.timezone),
    ...(input.location ? { location: input.location } : {}),
    ...(input.organizer ? { organizer: input.organizer } : {}),
    ...(input.cost.text
      ? {
          offers: {
            '@type': 'Offer',
            price: input.cost.values.length ? offerPrice(input.cost.values) : input.cost.text,
            priceCurrency: 'USD',
            url: input.url,
            category: 'primary',
            availability: 'inStock',
            validFrom: isoWithOffset(input.published.wall, input.published.zone),
          },
        }
      : {}),
    performer: 'Organization',
  };
}
