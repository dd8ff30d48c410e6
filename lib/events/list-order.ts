// `orderby` and `order` on GET /events: our additive extension (README
// "Sorting events"), for the admin's sortable columns; not in the interface
// document, whose lists run by start date (rest-behaviour §3.1), as a request
// without them still does. Sorting by title is left out: it would have to
// follow the effective language's title with its fallback (§9), which the
// list query cannot order by.
import { stringParam } from '../http/coerce';
import { invalidParams } from '../http/errors';
import type { Params } from '../http/request-params';

const COLUMNS = {
  start_date: 'startLocal',
  end_date: 'endLocal',
  modified: 'modifiedUtc',
} as const;

export type EventOrderBy = keyof typeof COLUMNS;
export const EVENT_ORDER_BY = Object.keys(COLUMNS) as EventOrderBy[];

export interface EventOrder {
  by: EventOrderBy;
  direction: 'asc' | 'desc';
}

const isOrderBy = (value: string): value is EventOrderBy => Object.hasOwn(COLUMNS, value);

/** The order asked for, or undefined for the interface's own (either parameter absent). */
export function readEventOrder(params: Params): EventOrder | undefined {
  const by = stringParam('orderby', params.orderby);
  const direction = stringParam('order', params.order);
  if (by !== undefined && !isOrderBy(by)) throw invalidParams({ orderby: 'Invalid parameter.' });
  if (direction !== undefined && direction !== 'asc' && direction !== 'desc')
    throw invalidParams({ order: 'Invalid parameter.' });
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
