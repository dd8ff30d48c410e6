'use client';

// The new and edit screens of the four simple resources, named by collection
// so that server pages can pick one with a string.
import { linkedKinds } from './linked-posts/linked-kinds';
import type { ResourceScreenProps } from './resource-list-screen';
import { EditResourceScreen, NewResourceScreen } from './editing/resource-edit-screen';
import { termKinds } from './terms/term-kinds';

const kinds = { ...linkedKinds, ...termKinds };

interface EditorScreenProps extends ResourceScreenProps {
  /** May upload a new image (docs/accounts.md roles); anyone may pick one from the library. */
  canUpload: boolean;
  /** The zone of venues' and organizers' publication dates (docs/api.md §4.1). */
  siteZone: string;
}

export function NewItemScreen({ collection, ...can }: EditorScreenProps) {
  return <NewResourceScreen kind={kinds[collection]} {...can} />;
}

export function EditItemScreen({ collection, id, ...can }: EditorScreenProps & { id: number }) {
  return <EditResourceScreen kind={kinds[collection]} id={id} {...can} />;
}
