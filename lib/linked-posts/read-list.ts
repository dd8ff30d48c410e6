// GET /venues and GET /organizers (docs/api.md §2, §3.2).
import type { Caller } from '../auth/caller';
import { containsIgnoringCase, db } from '../db';
import { nowUtc } from '../dates/format';
import { modifiedAfterOf, type ModifiedAfter } from '../dates/modified-after';
import { eventExists } from '../posts/read-event-exists';
import { organizerListParameters, venueListParameters, LINKED_POST_ORDER_BY } from './schema';
import { collectionUrl, linkValue, pagingOf, type ListPage } from '../params/collection';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import { getSettings } from '../settings/settings';
import { searchFragments } from '../text/search';
import { serializeContextOf, type LinkedPostRequest } from './request';
import {
  linkedToEvents,
  type LinkedModel,
  type LinkedPostKind,
  type LinkedPostInput,
  type LinkedPostRow,
  type Where,
} from './kind';
import {
  missingTranslationWhere,
  translatableColumns,
  withTranslationStatus,
} from '../posts/missing-translations';
import { translatedColumn } from '../posts/write-translations';
import { statusFilter, visibleWhere } from '../posts/read-visibility';

/** Events that make an item count for `has_events` (§3.2): never drafts, pending or trashed ones. */
const COUNTED_EVENT_STATUSES = ['publish', 'future', 'private'];

interface ListFilters {
  search?: string;
  eventId?: number;
  hasEvents?: boolean;
  onlyWithUpcoming: boolean;
  statuses?: string[];
  modifiedAfter?: ModifiedAfter;
}

/**
 * §3.2's parameters, read through their declarations (schema.ts); what
 * is left here is what the schemas cannot know: the statuses the caller may
 * ask for, and whether `event` names an event (whatever its status).
 */
async function readListQuery(
  model: 'venue' | 'organizer',
  params: Params,
  caller: Caller | null,
  defaultPerPage: number,
) {
  const declarations = model === 'venue' ? venueListParameters : organizerListParameters;
  const errors = paramErrorsFor(declarations);
  const values = readParameters(declarations, params, errors);
  const eventId = values.event;
  if (eventId !== undefined && !(await eventExists(eventId))) errors.reject('event');
  const statuses = errors.check(() => statusFilter(caller, values.status));
  const modifiedAfter = errors.check(() => modifiedAfterOf(values.modified_after));
  errors.throwIfAny();
  const filters: ListFilters = {
    search: values.search,
    eventId,
    hasEvents: values.has_events,
    onlyWithUpcoming: values.only_with_upcoming ?? false,
    statuses,
    modifiedAfter,
  };
  return {
    paging: pagingOf(values, defaultPerPage),
    filters,
    order: { by: values.orderby ?? 'date', direction: values.order ?? 'desc' } as LinkedPostOrder,
    missing: values.missing_translation,
  };
}

/** The filters a page's links keep (§2.3), in the spec's order. */
const LINKED_FILTERS = [
  ...['search', 'event', 'has_events', 'only_with_upcoming', 'status'],
  ...['orderby', 'order', 'modified_after'],
];

/** `orderby` and `order` (§3.2, our extension): newest publication first when absent. */
interface LinkedPostOrder {
  by: (typeof LINKED_POST_ORDER_BY)[number];
  direction: 'asc' | 'desc';
}

const ORDER_COLUMNS = { date: 'dateUtc', modified: 'modifiedUtc' } as const;

/** Prisma's orderBy for `order`, ties by id in the same direction. */
const orderByOf = ({ by, direction }: LinkedPostOrder) => [
  { [ORDER_COLUMNS[by]]: direction },
  { id: direction },
];

/** Each fragment within one single field, any field (§3.2), translatable ones as shown in `language` (§9). */
function searchWhere(
  fields: { translated: string[]; plain: string[] },
  language: Language,
  search: string,
): Where {
  const fragments = searchFragments(search);
  const matches = (column: string): Where => ({
    AND: fragments.map((fragment) => ({ [column]: containsIgnoringCase(fragment) })),
  });
  const translated = fields.translated.map((field) => {
    if (language === 'en') return matches(field);
    const column = translatedColumn(field, language);
    // A missing or empty translation shows the default-language text.
    return {
      OR: [
        matches(column),
        { AND: [{ OR: [{ [column]: null }, { [column]: '' }] }, matches(field)] },
      ],
    };
  });
  return { OR: [...translated, ...fields.plain.map(matches)] };
}

function filterWhere(
  model: LinkedModel,
  filters: ListFilters,
  caller: Caller | null,
  language: Language,
  searchFields: { translated: string[]; plain: string[] },
): Where {
  const counted = linkedToEvents(model, { status: { in: COUNTED_EVENT_STATUSES } });
  // Upcoming events count only when the caller may read them (§3.2).
  const upcoming = { AND: [visibleWhere(caller, undefined), { startUtc: { gte: nowUtc() } }] };
  return {
    AND: [
      visibleWhere(caller, filters.statuses),
      filters.search === undefined ? {} : searchWhere(searchFields, language, filters.search),
      filters.eventId === undefined ? {} : linkedToEvents(model, { id: filters.eventId }),
      filters.hasEvents === undefined ? {} : filters.hasEvents ? counted : { NOT: counted },
      filters.onlyWithUpcoming ? linkedToEvents(model, upcoming) : {},
      filters.modifiedAfter ? { modifiedUtc: { gt: filters.modifiedAfter.utc } } : {},
    ],
  };
}

export async function listLinkedPosts<Row extends LinkedPostRow, Input extends LinkedPostInput>(
  kind: LinkedPostKind<Row, Input>,
  request: LinkedPostRequest,
): Promise<ListPage<object>> {
  const { params, caller, language } = request;
  const settings = await getSettings();
  const { paging, filters, order, missing } = await readListQuery(
    kind.model,
    params,
    caller,
    Number(settings.posts_per_page),
  );

  const table = kind.table(db);
  const columns = translatableColumns[kind.model];
  const filtered = filterWhere(kind.model, filters, caller, language, kind.searchFields);
  const where = missing
    ? { AND: [filtered, missingTranslationWhere(columns, missing) as Where] }
    : filtered;
  const [total, rows] = await Promise.all([
    table.count({ where }),
    table.findMany({
      where,
      orderBy: orderByOf(order),
      skip: (paging.page - 1) * paging.perPage,
      take: paging.perPage,
    }),
  ]);
  const context = serializeContextOf(request, settings.timezone);
  const query: [string, string | undefined][] = [
    ['per_page', String(paging.perPage)],
    ...LINKED_FILTERS.map((name): [string, string | undefined] => [name, linkValue(params[name])]),
    ['missing_translation', missing],
    ['translation_status', linkValue(params.translation_status)],
  ];
  return {
    items: rows.map((row) =>
      withTranslationStatus(kind.serialize(row, context) as object, row, columns, params),
    ),
    total,
    paging,
    urlOf: (page) => collectionUrl(context.restBase, `${kind.model}s`, query, page),
    // "Upcoming" moves with every event's start, a relative modified_after with the clock.
    reusableUntil:
      filters.onlyWithUpcoming || filters.modifiedAfter?.readsClock ? undefined : Infinity,
  };
}
