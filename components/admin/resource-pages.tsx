// The server side of the venue, organizer, category and tag pages: every one
// requires a signed-in user, and what the user's role allows decides whether
// the screens offer to create, save and delete (the API would refuse anyway).
import { notFound } from 'next/navigation';
import { canCreate, canManageTerms, canUploadImages } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/sessions';
import { adminPage, type PageParams } from './admin-page';
import { EditItemScreen, NewItemScreen, ResourceListScreen } from './resource-screens';
import type { ResourceCollection } from './shared/resource-kind';

function canManage(user: SessionUser, collection: ResourceCollection): boolean {
  return collection === 'venues' || collection === 'organizers'
    ? canCreate(user)
    : canManageTerms(user);
}

export async function resourceListPage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  return adminPage(locale, collection, (user) => (
    <ResourceListScreen collection={collection} canManage={canManage(user, collection)} />
  ));
}

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
