// `orderby` and `order` on GET /events: our additive extension (README
// "Sorting events"), for the admin's sortable columns; not in the interface
// document, whose lists run by start date (docs/api.md §3.1), as a request
// without them still does. Sorting by title is left out: it would have to
// follow the effective language's title with its fallback (§9), which the
// list query cannot order by.

export const EVENT_ORDER_BY = ['start_date', 'end_date', 'modified'] as const;
export type EventOrderBy = (typeof EVENT_ORDER_BY)[number];

const COLUMNS = {
  start_date: 'startLocal',
  end_date: 'endLocal',
  modified: 'modifiedUtc',
} as const satisfies Record<EventOrderBy, string>;

export interface EventOrder {
  by: EventOrderBy;
  direction: 'asc' | 'desc';
}

/** The order `orderby` and `order` ask for, or undefined for the interface's own (both absent). */
export function eventOrderOf(
  by: EventOrderBy | undefined,
  direction: EventOrder['direction'] | undefined,
): EventOrder | undefined {
  if (by === undefined && direction === undefined) return undefined;
  return { by: by ?? 'start_date', direction: direction ?? 'asc' };
}

/**
 * Prisma's orderBy for a list: the order asked for, ties broken by id in the
 * same direction; else `include` lists by publication date (§3.1) and every
 * other list by start.
 */
export function eventOrderBy(order: EventOrder | undefined, include: boolean) {
  if (order) {
    const { direction } = order;
    return [{ [COLUMNS[order.by]]: direction }, { id: direction }];
  }
  return include
    ? [{ dateUtc: 'asc' as const }, { id: 'asc' as const }]
    : [{ startLocal: 'asc' as const }, { id: 'asc' as const }];
}
