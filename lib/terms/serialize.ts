import { translated, type SerializeContext } from '../posts/serialize';
import type { TermRow } from './store';
import type { TaxonomyInfo } from './kind';

export type Taxonomy = 'tribe_events_cat' | 'post_tag';

/** What term representations depend on: addresses and the language (docs/api.md §9). */
export type TermContext = Pick<SerializeContext, 'baseUrl' | 'restBase' | 'language'>;

type TreeNode = Pick<TermRow, 'slug' | 'parentId'>;

function termUrls(id: number, parentId: number | null, collection: string, context: TermContext) {
  return {
    self: `${context.restBase}/${collection}/${id}`,
    collection: `${context.restBase}/${collection}`,
    ...(parentId ? { up: `${context.restBase}/${collection}/${parentId}` } : {}),
  };
}

/** Slugs from the root category down to `term`, the path of its public page (§1.5 `url`). */
export function categoryPath(term: TreeNode, tree: ReadonlyMap<number, TreeNode>): string[] {
  const path = [term.slug];
  const seen = new Set<number>();
  for (let parentId = term.parentId; parentId !== null && !seen.has(parentId);) {
    seen.add(parentId);
    const parent = tree.get(parentId);
    if (!parent) break;
    path.unshift(parent.slug);
    parentId = parent.parentId;
  }
  return path;
}

/**
 * A category or tag as the term routes return it (docs/api.md §1.5).
 * `tree` holds at least the category's ancestors (categories only).
 */
export function serializeTerm(
  term: TermRow & { count: number },
  info: TaxonomyInfo,
  context: TermContext,
  tree: ReadonlyMap<number, TreeNode> = new Map(),
) {
  const url = info.isHierarchical
    ? `${context.baseUrl}/events/category/${categoryPath(term, tree).join('/')}/`
    : `${context.baseUrl}/tag/${term.slug}/`;
  return {
    id: term.id,
    count: term.count,
    description: translated(term, 'description', context.language),
    name: translated(term, 'name', context.language),
    slug: term.slug,
    taxonomy: info.taxonomy,
    ...(info.isHierarchical ? { parent: term.parentId ?? 0 } : {}),
    meta: [],
    url,
    urls: termUrls(term.id, term.parentId, info.collection, context),
  };
}

export type TermRepresentation = ReturnType<typeof serializeTerm>;

/** A category or tag embedded in an event (docs/api.md §1.6). */
export function serializeEmbeddedTerm(
  term: TermRow,
  count: number,
  taxonomy: Taxonomy,
  context: TermContext,
) {
  const parentId = term.parentId;
  const collection = taxonomy === 'post_tag' ? 'tags' : 'categories';
  return {
    id: term.id,
    name: translated(term, 'name', context.language),
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy,
    description: translated(term, 'description', context.language),
    parent: parentId ?? 0,
    count,
    filter: 'raw',
    urls: termUrls(term.id, parentId, collection, context),
  };
}
