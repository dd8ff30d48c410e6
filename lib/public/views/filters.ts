// The names a calendar view's address carries (docs/public-pages.md "Filter
// bar"), kept apart from the reads so the page frame can name them too.

/** The filter bar's parameters: the only ones a view passes on to the list (docs/api.md §3.1). */
export const VIEW_FILTERS = [
  'search',
  'categories',
  'tags',
  'venue',
  'organizer',
  'featured',
  'event_status',
];

/** What else a view's address holds: the list's past events. */
export const VIEW_ADDRESS_PARAMS = [...VIEW_FILTERS, 'eventDisplay'];
