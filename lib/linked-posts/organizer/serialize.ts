// An organizer's public representation (docs/api.md §1.4) and its
// schema.org Person (§1.9), never with an @context.
import type { OrganizerRow } from '../kind';
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

function organizerJsonLd(organizer: OrganizerRow, context: SerializeContext) {
  return {
    '@type': 'Person',
    ...jsonLdNameAndDescription(organizer, context.language),
    ...jsonLdImage(organizer.image, context.baseUrl),
    url: organizer.website,
    telephone: organizer.phone,
    // As stored: TEC's antispambot encoding changes on every request (decided).
    email: organizer.email,
    sameAs: organizer.website,
  };
}

/** `jsonLd` on single reads only (§1.9). */
export function serializeOrganizer(
  organizer: OrganizerRow,
  context: SerializeContext,
  options: { jsonLd?: boolean } = {},
) {
  // Object.assign rather than a leading spread: see serializeVenue.
  return withoutEmpty(
    Object.assign(commonFields(organizer, context, 'organizer'), {
      organizer: translated(organizer, 'name', context.language),
      description: autop(translated(organizer, 'description', context.language)),
      excerpt: autop(translated(organizer, 'excerpt', context.language)),
      slug: organizer.slug,
      image: serializeImage(organizer.image, context.baseUrl),
      phone: organizer.phone,
      website: organizer.website,
      email: organizer.email,
      json_ld: options.jsonLd ? organizerJsonLd(organizer, context) : undefined,
    }),
    {
      global_id: globalId(context.baseUrl, organizer.id),
      global_id_lineage: [globalId(context.baseUrl, organizer.id)],
    },
  );
}
