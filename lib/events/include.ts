// What an event's representation embeds, loaded with a fixed number of
// queries per page however many events it holds.
const publishedEventCount = {
  _count: { select: { events: { where: { event: { status: 'publish' } } } } },
} as const;

export const eventInclude = {
  venue: true,
  organizers: { include: { organizer: true }, orderBy: { position: 'asc' } },
  categories: { include: { category: { include: publishedEventCount } } },
  tags: { include: { tag: { include: publishedEventCount } } },
} as const;
