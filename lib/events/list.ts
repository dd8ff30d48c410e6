// GET /events (rest-behaviour §2, §3.1).
import type { Caller } from '../auth/caller';
import { db } from '../db';
import { ApiError } from '../http/errors';
import type { Params } from '../http/request-params';
import type { SerializeContext } from '../posts/common';
import { getSettings } from '../settings/settings';
import { eventInclude } from './include';
import { readEventListQuery, type EventListQuery } from './list-params';
import { eventListWhere } from './list-where';
import { unlocksEvent } from './lookup';
import { serializeEvent } from './serialize';

/** The list's own address with every filter that applied (§2.3). */
function listUrl(query: EventListQuery, params: Params, restBase: string, page: number): string {
  const search = new URLSearchParams();
  const given = (name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return undefined;
    return Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? Object.values(value).join(',')
        : String(value);
  };
  const add = (name: string, value: string | undefined) =>
    value !== undefined && search.set(name, value);
  if (page > 1) add('page', String(page));
  add('per_page', String(query.perPage));
  add('start_date', query.startDate);
  add('end_date', query.endDate);
  for (const [name, value] of Object.entries(query.bounds)) add(name, value);
  if (query.strict) add('strict_dates', 'true');
  add('search', query.search);
  for (const name of ['categories', 'tags', 'venue', 'organizer']) add(name, given(name));
  if (query.featured !== undefined) add('featured', query.featured ? '1' : '0');
  add('status', query.statuses?.join(','));
  add('include', query.include?.join(','));
  add('post_parent', query.postParent === undefined ? undefined : String(query.postParent));
  if (query.geoloc !== undefined) add('geoloc', query.geoloc ? '1' : '0');
  add('geoloc_lat', query.geolocLat);
  add('geoloc_lng', query.geolocLng);
  if (query.ticketed !== undefined) add('ticketed', query.ticketed ? '1' : '0');
  return `${restBase}/events/?${search.toString().replace(/\+/g, '%20')}`;
}

export async function listEvents(
  params: Params,
  caller: Caller | null,
  context: Omit<SerializeContext, 'siteTimezone' | 'caller'>,
) {
  const settings = await getSettings();
  const query = readEventListQuery(
    params,
    caller,
    settings.timezone,
    Number(settings.posts_per_page),
  );
  const where = await eventListWhere(query, caller, context.language);
  const orderBy = query.include
    ? [{ dateUtc: 'asc' as const }, { id: 'asc' as const }]
    : [{ startLocal: 'asc' as const }, { id: 'asc' as const }];
  const [total, rows] = await Promise.all([
    db.event.count({ where }),
    db.event.findMany({
      where,
      include: eventInclude,
      orderBy,
      skip: (query.page - 1) * query.perPage,
      take: query.perPage,
    }),
  ]);
  if (query.page > 1 && rows.length === 0) {
    throw new ApiError(
      404,
      'event-archive-page-not-found',
      'The requested event archive page does not exist',
    );
  }
  const totalPages = Math.ceil(total / query.perPage);
  const serializeContext = { ...context, caller, siteTimezone: settings.timezone };
  const url = (page: number) => listUrl(query, params, context.restBase, page);
  return {
    body: {
      events: rows.map((row) =>
        serializeEvent(row, serializeContext, {
          locked: !unlocksEvent(caller, row, query.password),
        }),
      ),
      rest_url: url(query.page),
      ...(query.page < totalPages ? { next_rest_url: url(query.page + 1) } : {}),
      ...(query.page > 1 ? { previous_rest_url: url(query.page - 1) } : {}),
      total,
      total_pages: totalPages,
    },
    headers: { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(totalPages) },
  };
}
