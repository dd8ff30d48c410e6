// The server side of the venue, organizer, category and tag editor pages:
// every one requires a signed-in user, and what the user's role allows
// decides whether the screens offer to save and delete (the API would
// refuse anyway).
import { notFound } from 'next/navigation';
import { canUploadImages } from '@/lib/auth/permissions';
import { adminPage, type PageParams } from './admin-page';
import { EditItemScreen, NewItemScreen } from './resource-editor-screens';
import { canManage } from './resource-permissions';
import type { ResourceCollection } from './resource-kind';

export async function newResourcePage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  return adminPage(locale, collection, (user) => (
    <NewItemScreen
      collection={collection}
      canManage={canManage(user, collection)}
      canUpload={canUploadImages(user)}
    />
  ));
}

export async function editResourcePage(
  params: PageParams<{ id: string }>,
  collection: ResourceCollection,
) {
  const { locale, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return adminPage(locale, collection, (user) => (
    <EditItemScreen
      collection={collection}
      canManage={canManage(user, collection)}
      canUpload={canUploadImages(user)}
      id={Number(id)}
    />
  ));
}
