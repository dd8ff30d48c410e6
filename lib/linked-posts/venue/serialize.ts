// A venue's public representation (docs/api.md §1.3) and its schema.org
// Place (§1.9), which is never a top-level document, so it has no @context.
import type { VenueRow } from '../kind';
import { autop } from '../../text/autop';
import {
  commonFields,
  globalId,
  translated,
  withoutEmpty,
  type SerializeContext,
} from '../../posts/serialize';
import { serializeImage } from '../../media/serialize';
import { jsonLdImage, jsonLdNameAndDescription } from '../../posts/serialize-json-ld';
import { addressRegion } from './state-province';

function venueJsonLd(venue: VenueRow, context: SerializeContext, url: string) {
  return {
    '@type': 'Place',
    ...jsonLdNameAndDescription(venue, context.language),
    ...jsonLdImage(venue.image, context.baseUrl),
    url,
    address: {
      '@type': 'PostalAddress',
      ...withoutEmpty({
        streetAddress: venue.address,
        addressLocality: venue.city,
        addressRegion: addressRegion(venue),
        postalCode: venue.zip,
        addressCountry: venue.country,
      }),
    },
    telephone: venue.phone,
    sameAs: venue.website,
  };
}

/** `jsonLd` on single reads only (§1.9). */
export function serializeVenue(
  venue: VenueRow,
  context: SerializeContext,
  options: { jsonLd?: boolean } = {},
) {
  const common = commonFields(venue, context, 'venue');
  // Object.assign rather than `{ ...common, … }`: V8 builds a new hidden class
  // for every property added after a leading spread, microseconds each.
  return withoutEmpty(
    Object.assign(common, {
      venue: translated(venue, 'name', context.language),
      description: autop(translated(venue, 'description', context.language)),
      excerpt: autop(translated(venue, 'excerpt', context.language)),
      slug: venue.slug,
      image: serializeImage(venue.image, context.baseUrl),
      address: venue.address,
      city: venue.city,
      country: venue.country,
      province: venue.province,
      state: venue.state,
      zip: venue.zip,
      phone: venue.phone,
      website: venue.website,
      stateprovince: venue.stateprovince,
      json_ld: options.jsonLd ? venueJsonLd(venue, context, common.url) : undefined,
    }),
    {
      show_map: venue.showMap,
      show_map_link: venue.showMapLink,
      global_id: globalId(context.baseUrl, venue.id),
      global_id_lineage: [globalId(context.baseUrl, venue.id)],
    },
  );
}
