// Categories and tags are one kind of thing with two names (docs/api.md
// §1.5, §4.6): everything below lib/terms takes one of these descriptors
// instead of being written twice.
import type { TermKind } from '../ids';

export type { TermKind };

export interface TaxonomyInfo {
  kind: TermKind;
  /** The `taxonomy` field of the representations (§1.5, §1.6). */
  taxonomy: 'tribe_events_cat' | 'post_tag';
  /** The REST collection segment. */
  collection: 'categories' | 'tags';
  /** Categories form a tree; tags have no `parent` (§4.6). */
  isHierarchical: boolean;
  /** The `term_exists` message of §4.6. */
  nameTakenMessage: string;
}

export const taxonomies: Record<TermKind, TaxonomyInfo> = {
  category: {
    kind: 'category',
    taxonomy: 'tribe_events_cat',
    collection: 'categories',
    isHierarchical: true,
    nameTakenMessage: 'A term with the name provided already exists with this parent.',
  },
  tag: {
    kind: 'tag',
    taxonomy: 'post_tag',
    collection: 'tags',
    isHierarchical: false,
    nameTakenMessage: 'A term with the name provided already exists in this taxonomy.',
  },
};
