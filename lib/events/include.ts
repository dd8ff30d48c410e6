// What an event's representation embeds, loaded with a fixed number of
// queries per page however many events it holds. Term counts are not here:
// loadTermCounts gets them for a whole page at once (see present.ts).
import { mediaInclude } from '../media/serialize';

export const eventInclude = {
  ...mediaInclude,
  venue: { include: mediaInclude },
  organizers: { include: { organizer: { include: mediaInclude } }, orderBy: { position: 'asc' } },
  categories: { include: { category: true } },
  tags: { include: { tag: true } },
} as const;
