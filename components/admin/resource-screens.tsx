'use client';

// The client screens of the four simple resources, named by collection so
// that server pages can pick one with a string.
import { LinkedList } from './linked-posts/linked-list';
import { linkedKinds } from './linked-posts/linked-kinds';
import { EditResourceScreen, NewResourceScreen } from './shared/resource-edit-screen';
import type { ResourceCollection } from './shared/resource-kind';
import { TermList } from './terms/term-list';
import { termKinds } from './terms/term-kinds';

const kinds = { ...linkedKinds, ...termKinds };

interface ScreenProps {
  collection: ResourceCollection;
  /** May create, edit and delete (contract.md roles); otherwise the screens only show. */
  canManage: boolean;
}

export function ResourceListScreen({ collection, canManage }: ScreenProps) {
  return collection === 'venues' || collection === 'organizers' ? (
    <LinkedList collection={collection} canManage={canManage} />
  ) : (
    <TermList collection={collection} canManage={canManage} />
  );
}

export function NewItemScreen({ collection, canManage }: ScreenProps) {
  return <NewResourceScreen kind={kinds[collection]} canManage={canManage} />;
}

export function EditItemScreen({ collection, canManage, id }: ScreenProps & { id: number }) {
  return <EditResourceScreen kind={kinds[collection]} id={id} canManage={canManage} />;
}
