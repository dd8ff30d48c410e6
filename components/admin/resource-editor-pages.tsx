// The server side of the venue, organizer, category and tag editor pages:
// every one requires a signed-in user, and what the user's role allows
// decides whether the screens offer to save and delete (the API would
// refuse anyway).
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getSettings } from '@/lib/settings/settings';
import { canUploadImages } from '@/lib/auth/permissions';
import { adminPage, type PageParams } from './admin-page';
import { EditItemScreen, NewItemScreen } from './resource-editor-screens';
import { canManage } from './resource-permissions';
import type { ResourceCollection } from './resource-kind';

/** The zone a publication date is in (docs/api.md §4.1): read for each request, never at build time. */
async function siteZoneNow(): Promise<string> {
  await connection();
  return (await getSettings()).timezone;
}

export async function newResourcePage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  const siteZone = await siteZoneNow();
  return adminPage(locale, collection, (user) => (
    <NewItemScreen
      collection={collection}
      siteZone={siteZone}
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
  const siteZone = await siteZoneNow();
  return adminPage(locale, collection, (user) => (
    <EditItemScreen
      collection={collection}
      siteZone={siteZone}
      canManage={canManage(user, collection)}
      canUpload={canUploadImages(user)}
      id={Number(id)}
    />
  ));
}
