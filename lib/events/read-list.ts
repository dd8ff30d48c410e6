// GET /events (docs/api.md §2, §3.1): one page of events as data; the route
// layer answers it (lib/route/collection-reply.ts).
import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { db } from '../db';
import { collectionUrl, linkValue, type ListPage } from '../params/collection';
import type { Params } from '../params/request-params';
import type { SerializeContext } from '../posts/serialize';
import {
  missingTranslationWhere,
  translatableColumns,
  withTranslationStatus,
} from '../posts/missing-translations';
import { keptByStampPerKey } from '../kept-by-stamp-per-key';
import { contentStamp } from '../request-scope';
import { getSettings } from '../settings/settings';
import { readEventListQuery, type EventListQuery, type PageSizes } from './schema-list';
import { eventOrderBy } from './read-list-order';
import { eventListWhere } from './read-list-where';
import { loadEvents } from './read';
import { unlocksEvent } from './read-lookup';
import { presentEvents } from './present';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : '0');

/** The filters that applied, in the order the list's links carry them (§2.3). */
function linkQuery(query: EventListQuery, params: Params): [string, string | undefined][] {
  return [
    ['per_page', String(query.perPage)],
    ['start_date', query.startDate],
    ['end_date', query.endDate],
    ...Object.entries(query.bounds),
    ['strict_dates', query.strict ? 'true' : undefined],
    ['search', query.search],
    ...['categories', 'tags', 'venue', 'organizer'].map(
      (name) => [name, linkValue(params[name])] as [string, string | undefined],
    ),
    ['featured', flag(query.featured)],
    ['status', query.statuses?.join(',')],
    ['include', query.include?.join(',')],
    ['post_parent', query.postParent === undefined ? undefined : String(query.postParent)],
    ['geoloc', flag(query.geoloc)],
    ['geoloc_lat', query.geolocLat],
    ['geoloc_lng', query.geolocLng],
    ['ticketed', flag(query.ticketed)],
    ['orderby', query.order?.by],
    ['order', query.order?.direction],
    ['series', query.series === undefined ? undefined : String(query.series)],
    ['hidden', query.hidden],
    ['event_status', query.eventStatuses?.join(',')],
    ['modified_after', linkValue(params.modified_after)],
  ];
}

/**
 * How many events a list's filters match, kept while the content holds: its
 * exact total (§2) counts every match (about a million for the unfiltered
 * list of a million events: 115 ms on SQLite, 330 on PostgreSQL), and every
 * page, language and page size of the same filters answers the same one
 * (docs/performance.md "A million events").
 */
const keptTotal = keptByStampPerKey<number>(contentStamp, 1000);

/** A where's key: its hash, as a filter of 2,000 ids is a long text. */
const whereKey = (where: object) =>
  createHash('sha256').update(JSON.stringify(where)).digest('base64url');

/** GET /events as `caller` asks it; `pageSizes` replace §2.2's for a calendar feed. */
export async function listEvents(
  params: Params,
  caller: Caller | null,
  context: Omit<SerializeContext, 'siteTimezone' | 'caller'>,
  pageSizes?: PageSizes,
): Promise<ListPage<object>> {
  const settings = await getSettings();
  const query = readEventListQuery(
    params,
    caller,
    settings.timezone,
    pageSizes ?? { byDefault: Number(settings.posts_per_page) },
  );
  const { missing } = query;
  const filtered = await eventListWhere(query, caller, context.language);
  const where = missing
    ? { AND: [filtered, missingTranslationWhere(translatableColumns.event, missing)] }
    : filtered;
  const orderBy = eventOrderBy(query.order, query.include !== undefined);
  const [total, rows] = await Promise.all([
    keptTotal(whereKey(where), () => db.event.count({ where })),
    loadEvents(db, {
      where,
      orderBy,
      skip: (query.page - 1) * query.perPage,
      take: query.perPage,
    }),
  ]);
  const serializeContext = { ...context, caller, siteTimezone: settings.timezone };
  const links: [string, string | undefined][] = [
    ...linkQuery(query, params),
    ['missing_translation', missing],
    ['translation_status', linkValue(params.translation_status)],
  ];
  const items = await presentEvents(rows, serializeContext, (row) => ({
    locked: !unlocksEvent(caller, row, query.password),
  }));
  return {
    items: items.map((item, index) =>
      withTranslationStatus(item, rows[index]!, translatableColumns.event, params),
    ),
    total,
    paging: query,
    urlOf: (page) => collectionUrl(context.restBase, 'events', links, page),
    reusableUntil: query.reusableUntil,
  };
}
