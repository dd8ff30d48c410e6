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

interface EditorScreenProps extends ScreenProps {
  /** May upload a new image (contract.md roles); anyone may pick one from the library. */
  canUpload: boolean;
}

export function NewItemScreen({ collection, ...can }: EditorScreenProps) {
  return <NewResourceScreen kind={kinds[collection]} {...can} />;
}

export function EditItemScreen({ collection, id, ...can }: EditorScreenProps & { id: number }) {
  return <EditResourceScreen kind={kinds[collection]} id={id} {...can} />;
}
