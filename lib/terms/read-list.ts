// GET /categories and GET /tags (docs/api.md §2, §3.3). Filters, counts
// and order apply to the taxonomy as the term snapshot holds it, so one page
// costs a fixed handful of queries whatever its size.
import { db } from '../db';
import { categoryListParameters, tagListParameters } from './schema';
import { modifiedAfterOf } from '../dates/modified-after';
import { eventExists } from '../posts/read-event-exists';
import { linkValue, pagingOf, type ListPage } from '../params/collection';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import type { Params } from '../params/request-params';
import {
  missingTranslations,
  translatableColumns,
  withTranslationStatus,
  type TranslationLanguage,
} from '../posts/missing-translations';
import { getSettings } from '../settings/settings';
import { filterTerms, termComparator, type TermFilter, type TermOrder } from './read-filter';
import { serializeTerm, type TermContext } from './serialize';
import { termSnapshot } from './read-snapshot';
import { eventTermIds, type TermRow } from './store';
import type { TaxonomyInfo } from './kind';

interface TermListQuery extends Omit<TermFilter, 'assigned'>, TermOrder {
  page: number;
  perPage: number;
  hideEmpty?: boolean;
  /** `event` when given, else `post` (§3.3). */
  post?: number;
  missing?: TranslationLanguage;
  /** As given, for the links (§2.3). */
  translationStatus?: string;
  modifiedAfterText?: string;
}

/**
 * §3.3's parameters, read through their declarations (schema.ts; tags
 * have no `parent`: one given is ignored); what is left here is what the
 * schemas cannot know, whether the terms and the event named exist.
 */
async function readListQuery(
  info: TaxonomyInfo,
  params: Params,
  terms: ReadonlyMap<number, TermRow>,
  defaultPerPage: number,
): Promise<TermListQuery> {
  const declarations = info.isHierarchical ? categoryListParameters : tagListParameters;
  const errors = paramErrorsFor(declarations);
  const values = readParameters(declarations, params, errors);
  const existingTerms = (name: 'exclude' | 'include') => {
    const ids = values[name];
    if (ids?.some((id) => !terms.has(id))) errors.reject(name);
    // An empty list is no list.
    return ids?.length ? ids : undefined;
  };
  const exclude = existingTerms('exclude');
  const include = existingTerms('include');
  // 0 is the top level, not a category.
  const { parent } = values;
  if (parent && !terms.has(parent)) errors.reject('parent');
  const modifiedAfter = errors.check(() => modifiedAfterOf(values.modified_after));
  for (const name of ['post', 'event'] as const) {
    const id = values[name];
    if (id !== undefined && !(await eventExists(id))) errors.reject(name);
  }
  errors.throwIfAny();
  return {
    ...pagingOf(values, defaultPerPage),
    ...{ search: values.search, exclude, include, order: values.order, orderby: values.orderby },
    ...{ hideEmpty: values.hide_empty, parent, post: values.event ?? values.post },
    ...{ slug: values.slug, missing: values.missing_translation, modifiedAfter },
    translationStatus: linkValue(params.translation_status),
    modifiedAfterText: values.modified_after,
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
    ['modified_after', query.modifiedAfterText],
    ['missing_translation', query.missing],
    ['translation_status', query.translationStatus],
  ];
  const search = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) search.set(name, String(value));
  return `${restBase}/${info.collection}/?${search.toString().replace(/\+/g, '%20')}`;
}

export async function listTerms(
  info: TaxonomyInfo,
  params: Params,
  context: TermContext,
): Promise<ListPage<object>> {
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
  const items = matching.slice((page - 1) * perPage, page * perPage).map((term) => {
    const body = serializeTerm({ ...term, count: counts.get(term.id) ?? 0 }, info, context, byId);
    return withTranslationStatus(body, term, translatableColumns.term, params);
  });
  return {
    items,
    total: matching.length,
    paging: query,
    urlOf: (forPage) => listUrl(info, query, context.restBase, forPage),
    // Counts are of published events, whenever they happen: only writes change them;
    // a relative modified_after moves with the clock.
    reusableUntil: query.modifiedAfter?.readsClock ? undefined : Infinity,
  };
}
