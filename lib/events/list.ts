// GET /events (rest-behaviour §2, §3.1). This first version applies paging,
// the default date window and what anonymous callers may see; the other
// filters of §3.1 come with the events API issue.
import { Temporal } from '@js-temporal/polyfill';
import { formatWallTime } from '../dates/format';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { positiveIntegerParam } from '../http/params';
import type { SerializeContext } from '../posts/common';
import { getSettings } from '../settings/settings';
import { eventInclude } from './include';
import { serializeEvent } from './serialize';

const MAX_PAGE_SIZE = 50;

export async function listEvents(url: URL, context: Omit<SerializeContext, 'siteTimezone'>) {
  const settings = await getSettings();
  const page = positiveIntegerParam(url, 'page', 1);
  const perPage = Math.min(
    positiveIntegerParam(url, 'per_page', Number(settings.posts_per_page)),
    MAX_PAGE_SIZE,
  );

  // Defaults of §3.1 in whole-day mode: from yesterday 00:00:00 to the end of the day 24 months ahead.
  const today = Temporal.Now.plainDateISO(settings.timezone);
  const startDate = formatWallTime(today.subtract({ days: 1 }).toPlainDateTime());
  const endDate = formatWallTime(
    today.add({ months: 24 }).toPlainDateTime({ hour: 23, minute: 59, second: 59 }),
  );

  const where = {
    status: 'publish',
    hideFromListings: false,
    startLocal: { gte: startDate },
    endLocal: { lte: endDate },
  };
  const [total, rows] = await Promise.all([
    db.event.count({ where }),
    db.event.findMany({
      where,
      include: eventInclude,
      orderBy: [{ startLocal: 'asc' }, { id: 'asc' }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
  ]);
  if (page > 1 && rows.length === 0) {
    throw new ApiError(
      404,
      'event-archive-page-not-found',
      'The requested event archive page does not exist',
    );
  }
  const totalPages = Math.ceil(total / perPage);
  const query = (forPage: number) => {
    const search = new URLSearchParams();
    if (forPage > 1) search.set('page', String(forPage));
    search.set('per_page', String(perPage));
    search.set('start_date', startDate);
    search.set('end_date', endDate);
    return `${context.restBase}/events/?${search.toString().replace(/\+/g, '%20')}`;
  };
  const serializeContext = { ...context, siteTimezone: settings.timezone };
  return {
    body: {
      events: rows.map((row) => serializeEvent(row, serializeContext)),
      rest_url: query(page),
      ...(page < totalPages ? { next_rest_url: query(page + 1) } : {}),
      ...(page > 1 ? { previous_rest_url: query(page - 1) } : {}),
      total,
      total_pages: totalPages,
    },
    headers: { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(totalPages) },
  };
}
