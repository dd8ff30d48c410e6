'use client';

// The list screen of the four simple resources, named by collection so that
// server pages can pick one with a string. A module of its own, apart from
// the editors (resource-editor-screens.tsx): a client module brings all it
// imports into the page, and a list page has no use for TipTap and the form.
import { LinkedList } from './linked-posts/linked-list';
import type { ResourceCollection } from './resource-kind';
import { TermList } from './terms/term-list';

export interface ResourceScreenProps {
  collection: ResourceCollection;
  /** May create, edit and delete (docs/accounts.md roles); otherwise the screens only show. */
  canManage: boolean;
}

export function ResourceListScreen({ collection, canManage }: ResourceScreenProps) {
  return collection === 'venues' || collection === 'organizers' ? (
    <LinkedList collection={collection} canManage={canManage} />
  ) : (
    <TermList collection={collection} canManage={canManage} />
  );
}
