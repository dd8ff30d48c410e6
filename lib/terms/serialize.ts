import type { Category, Tag } from '../generated/sqlite/client';
import { translated, type SerializeContext } from '../posts/common';

export type Taxonomy = 'tribe_events_cat' | 'post_tag';

function termUrls(
  id: number,
  parentId: number | null,
  collection: string,
  context: SerializeContext,
) {
  return {
    self: `${context.restBase}/${collection}/${id}`,
    collection: `${context.restBase}/${collection}`,
    ...(parentId ? { up: `${context.restBase}/${collection}/${parentId}` } : {}),
  };
}

/** A category or tag embedded in an event (rest-behaviour §1.6). */
export function serializeEmbeddedTerm(
  term: (Category | Tag) & { count: number },
  taxonomy: Taxonomy,
  context: SerializeContext,
) {
  const parentId = 'parentId' in term ? term.parentId : null;
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
    count: term.count,
    filter: 'raw',
    urls: termUrls(term.id, parentId, collection, context),
  };
}
