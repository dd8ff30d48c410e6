// GET /categories and GET /tags (rest-behaviour §2, §3.3). Filters, counts
// and order apply to the taxonomy as the term snapshot holds it, so one page
// costs a fixed handful of queries whatever its size.
import { db } from '../db';
import { linkValue } from '../http/collection';
import { booleanParam, ParamErrors, positiveIntegerParam, stringParam } from '../http/coerce';
import type { Params } from '../http/request-params';
import {
  missingTranslationParam,
  missingTranslations,
  translatableColumns,
  withTranslationStatus,
  type TranslationLanguage,
} from '../posts/missing-translations';
import { getSettings } from '../settings/settings';
import { eventParam, parentParam, termIdsParam } from './params';
import { filterTerms, termComparator, type TermFilter, type TermOrder } from './query';
import { serializeTerm, type TermContext } from './serialize';
import { termSnapshot } from './snapshot';
import { eventTermIds, type TermRow } from './store';
import type { TaxonomyInfo } from './taxonomies';

const MAX_PAGE_SIZE = 50;

interface TermListQuery extends Omit<TermFilter, 'assigned'>, TermOrder {
  page: number;
  perPage: number;
  hideEmpty?: boolean;
  /** `event` when given, else `post` (§3.3). */
  post?: number;
  missing?: TranslationLanguage;
  /** As given, for the links (§2.3). */
  translationStatus?: string;
}

const eventExists = async (id: number) =>
  (await db.event.findUnique({ where: { id }, select: { id: true } })) !== null;

// Checked in the interface document's order (§4.5.1), all failures in one 400 (§7.1).
async function readListQuery(
  info: TaxonomyInfo,
  params: Params,
  terms: ReadonlyMap<number, TermRow>,
  defaultPerPage: number,
): Promise<TermListQuery> {
  const errors = new ParamErrors();
  const nonEmpty = (name: string) =>
    errors.check(() => stringParam(name, params[name], { nonEmpty: true }));
  const page = errors.check(() => positiveIntegerParam('page', params.page)) ?? 1;
  const perPage = errors.check(() => positiveIntegerParam('per_page', params.per_page));
  const search = nonEmpty('search');
  const exclude = errors.check(() => termIdsParam('exclude', params.exclude, terms));
  const include = errors.check(() => termIdsParam('include', params.include, terms));
  const order = nonEmpty('order');
  const orderby = nonEmpty('orderby');
  const hideEmpty = errors.check(() => booleanParam('hide_empty', params.hide_empty));
  // `parent` on /tags is ignored by the list (§3.3).
  const parent = info.isHierarchical
    ? errors.check(() => parentParam(params.parent, terms))
    : undefined;
  const post = await errors.checkAsync(() => eventParam('post', params.post, eventExists));
  const event = await errors.checkAsync(() => eventParam('event', params.event, eventExists));
  const slug = nonEmpty('slug');
  const missing = errors.check(() => missingTranslationParam(params));
  errors.throwIfAny();
  const pageSize = Math.min(perPage ?? defaultPerPage, MAX_PAGE_SIZE);
  return {
    ...{ page, perPage: pageSize, search, exclude, include, order, orderby },
    ...{ hideEmpty, parent, post: event ?? post, slug, missing },
    translationStatus: linkValue(params.translation_status),
  };
}

/** `rest_url` and its neighbours (§2.3): every filter kept, in the spec's order. */
function listUrl(info: TaxonomyInfo, query: TermListQuery, restBase: string, page: number) {
  const entries: [string, string | number | undefined][] = [
    ['page', page > 1 ? page : undefined],
    ['per_page', query.perPage],
    ['search', query.search],
    ['exclude', query.exclude?.join(',')],
    ['include', query.include?.join(',')],
    ['order', query.order],
    ['orderby', query.orderby],
    ['hide_empty', query.hideEmpty === undefined ? undefined : Number(query.hideEmpty)],
    ['parent', query.parent],
    ['post', query.post],
    ['slug', query.slug],
    ['missing_translation', query.missing],
    ['translation_status', query.translationStatus],
  ];
  const search = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) search.set(name, String(value));
  return `${restBase}/${info.collection}/?${search.toString().replace(/\+/g, '%20')}`;
}

export async function listTerms(info: TaxonomyInfo, params: Params, context: TermContext) {
  const settings = await getSettings();
  const { counts, ...snapshot } = await termSnapshot();
  const byId = info.kind === 'category' ? snapshot.categories : snapshot.tags;
  const query = await readListQuery(info, params, byId, Number(settings.posts_per_page));
  const assigned =
    query.post === undefined ? undefined : await eventTermIds(db, info.kind, query.post);
  const candidates = filterTerms([...byId.values()], { ...query, assigned }, context.language);
  const matching = candidates
    .filter((term) => !(query.hideEmpty ?? true) || (counts.get(term.id) ?? 0) > 0)
    .filter(
      (term) =>
        !query.missing ||
        missingTranslations(term, translatableColumns.term)[query.missing].length > 0,
    )
    .sort(termComparator(query, context.language, counts));

  const { page, perPage } = query;
  const total = matching.length;
  const totalPages = Math.ceil(total / perPage);
  const items = matching.slice((page - 1) * perPage, page * perPage).map((term) => {
    const body = serializeTerm({ ...term, count: counts.get(term.id) ?? 0 }, info, context, byId);
    return withTranslationStatus(body, term, translatableColumns.term, params);
  });
  const url = (forPage: number) => listUrl(info, query, context.restBase, forPage);
  return {
    body: {
      rest_url: url(page),
      total,
      total_pages: totalPages,
      [info.collection]: items,
      ...(page < totalPages ? { next_rest_url: url(page + 1) } : {}),
      ...(page > 1 ? { previous_rest_url: url(page - 1) } : {}),
    },
    headers: { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(totalPages) },
    // Counts are of published events, whenever they happen: only writes change them.
    reusableUntil: Infinity,
  };
}
