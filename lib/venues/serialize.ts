import type { Venue } from '../generated/sqlite/client';
import { autop } from '../text/autop';
import {
  commonFields,
  globalId,
  translated,
  withoutEmpty,
  type SerializeContext,
} from '../posts/common';

export function serializeVenue(venue: Venue, context: SerializeContext) {
  const { author, ...common } = commonFields(venue, context, 'venue');
  return {
    ...withoutEmpty({
      ...common,
      author: author === '0' ? '' : author,
      venue: translated(venue, 'name', context.language),
      description: autop(translated(venue, 'description', context.language)),
      excerpt: autop(translated(venue, 'excerpt', context.language)),
      slug: venue.slug,
      address: venue.address,
      city: venue.city,
      country: venue.country,
      province: venue.province,
      state: venue.state,
      zip: venue.zip,
      phone: venue.phone,
      website: venue.website,
      stateprovince: venue.stateprovince,
    }),
    show_map: venue.showMap,
    show_map_link: venue.showMapLink,
    global_id: globalId(context.baseUrl, venue.id),
    global_id_lineage: [globalId(context.baseUrl, venue.id)],
  };
}
