// The map link under an event's venue and on a venue's page (docs/public-pages.md): OpenStreetMap,
// which needs no key and sets no tracking cookie, searched by the venue's
// address. Venues hold no coordinates (geolocation is an add-on of TEC's
// edition, docs/api.md §3.1), so the address is what the map can find.
import { addressLine, type PublicEvent, type PublicVenue } from './types';

const OPENSTREETMAP_SEARCH = 'https://www.openstreetmap.org/search';

/**
 * Where the event's map link leads, or null: the editor turned the link off
 * (`show_map_link`, off unless ticked, docs/admin.md), or the venue has no
 * address to search (its name alone could be anywhere).
 */
export function mapLinkOf(event: PublicEvent, venue: PublicVenue): string | null {
  return event.show_map_link === true ? venueMapLink(venue) : null;
}

/** The venue's own map link: its page shows it unless its `show_map_link` is off (on by default). */
export function venueMapLink(venue: PublicVenue & { show_map_link?: unknown }): string | null {
  if (venue.show_map_link === false) return null;
  const address = addressLine(venue);
  if (!address) return null;
  return `${OPENSTREETMAP_SEARCH}?${new URLSearchParams({ query: address })}`;
}
