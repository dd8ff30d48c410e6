// GET /events (rest-behaviour §2, §3.1). This first version applies paging,
// the default date window and what anonymous callers may see; the other
// filters of §3.1 come with the events API issue.
import { Temporal } from '@js-temporal/polyfill';
import { formatWallTime } from '../dates/format';
import { db } from '../db';
import { archiveReply, collectionUrl, readPaging } from '../http/collection';
import { ParamErrors } from '../http/coerce';
import { parseBracketQuery } from '../http/request-params';
import type { SerializeContext } from '../posts/common';
import { getSettings } from '../settings/settings';
import { eventInclude } from './include';
import { serializeEvent } from './serialize';

export async function listEvents(url: URL, context: Omit<SerializeContext, 'siteTimezone'>) {
  const settings = await getSettings();
  const errors = new ParamErrors();
  const paging = readPaging(parseBracketQuery(url.search), errors, Number(settings.posts_per_page));
  errors.throwIfAny();
  const { page, perPage } = paging;

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
  const serializeContext = { ...context, siteTimezone: settings.timezone };
  return archiveReply('event', {
    items: rows.map((row) => serializeEvent(row, serializeContext)),
    total,
    paging,
    urlOf: (forPage) =>
      collectionUrl(
        context.restBase,
        'events',
        [
          ['per_page', String(perPage)],
          ['start_date', startDate],
          ['end_date', endDate],
        ],
        forPage,
      ),
  });
}
