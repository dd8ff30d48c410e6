// The fields of the API's representations (docs/api.md §1.2-§1.4) that
// the public pages and the calendar feeds read.
import type { ImageObject } from '../media/serialize';
import type { EventStatus } from '../events/event-status';

export interface PublicVenue {
  id: number;
  url: string;
  venue: string;
  address?: string;
  city?: string;
  stateprovince?: string;
  zip?: string;
  country?: string;
  phone?: string;
  website?: string;
  json_ld?: unknown;
}

export interface PublicOrganizer {
  id: number;
  url: string;
  organizer: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface PublicEvent {
  id: number;
  /** The series' first event, null or absent for an event that does not repeat (docs/recurrence.md). */
  series_id?: number | null;
  /** The series' RFC 5545 lines. */
  recurrence?: string[];
  url: string;
  rest_url: string;
  modified_utc: string;
  status: string;
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  timezone_abbr: string;
  cost: string;
  website: string;
  /** Whether the event's page links its venue on a map (docs/public-pages.md). */
  show_map_link?: boolean | null;
  categories: { name: string; slug: string }[];
  tags: { name: string; slug: string }[];
  venue: PublicVenue | [];
  organizer: PublicOrganizer[];
  image?: ImageObject | false;
  json_ld?: unknown;
  /** docs/api.md §4.2.7; absent reads as scheduled. */
  event_status?: EventStatus;
  status_reason?: string;
}

export interface PublicEventList {
  events: PublicEvent[];
  total: number;
  total_pages: number;
  /** Until when the list holds without a write (the default window moves at midnight). */
  reusableUntil?: number;
}

export const venueOf = (event: PublicEvent): PublicVenue | null =>
  Array.isArray(event.venue) ? null : event.venue;

/** The venue's address as one line: street, city, state or province, postcode, country. */
export const addressLine = (venue: PublicVenue): string =>
  [venue.address, venue.city, venue.stateprovince, venue.zip, venue.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
