import type { Organizer } from '../generated/sqlite/client';
import { autop } from '../text/autop';
import {
  commonFields,
  globalId,
  translated,
  withoutEmpty,
  type SerializeContext,
} from '../posts/common';

export function serializeOrganizer(organizer: Organizer, context: SerializeContext) {
  return {
    ...withoutEmpty({
      ...commonFields(organizer, context, 'organizer'),
      organizer: translated(organizer, 'name', context.language),
      description: autop(translated(organizer, 'description', context.language)),
      excerpt: autop(translated(organizer, 'excerpt', context.language)),
      slug: organizer.slug,
      phone: organizer.phone,
      website: organizer.website,
      email: organizer.email,
    }),
    global_id: globalId(context.baseUrl, organizer.id),
    global_id_lineage: [globalId(context.baseUrl, organizer.id)],
  };
}
