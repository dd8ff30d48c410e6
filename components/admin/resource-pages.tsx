// The server side of the venue, organizer, category and tag pages: every one
// requires a signed-in user, and what the user's role allows decides whether
// the screens offer to create, save and delete (the API would refuse anyway).
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { canCreate, canManageTerms } from '@/lib/auth/permissions';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { SessionUser } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/routing';
import { AdminShell } from './admin-shell';
import { EditItemScreen, NewItemScreen, ResourceListScreen } from './resource-screens';
import type { ResourceCollection } from './shared/resource-kind';

export type PageParams<Extra = object> = Promise<{ locale: Locale } & Extra>;

function canManage(user: SessionUser, collection: ResourceCollection): boolean {
  return collection === 'venues' || collection === 'organizers'
    ? canCreate(user)
    : canManageTerms(user);
}

async function adminPage(
  locale: Locale,
  collection: ResourceCollection,
  render: (canManage: boolean) => ReactNode,
) {
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current={collection}>
      {/* The screens read the address's query, known only in the browser. */}
      <Suspense>{render(canManage(user, collection))}</Suspense>
    </AdminShell>
  );
}

export async function resourceListPage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  return adminPage(locale, collection, (canManage) => (
    <ResourceListScreen collection={collection} canManage={canManage} />
  ));
}

export async function newResourcePage(params: PageParams, collection: ResourceCollection) {
  const { locale } = await params;
  return adminPage(locale, collection, (canManage) => (
    <NewItemScreen collection={collection} canManage={canManage} />
  ));
}

export async function editResourcePage(
  params: PageParams<{ id: string }>,
  collection: ResourceCollection,
) {
  const { locale, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return adminPage(locale, collection, (canManage) => (
    <EditItemScreen collection={collection} canManage={canManage} id={Number(id)} />
  ));
}
