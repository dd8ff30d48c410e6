import { pageTitle } from '@/components/admin/page-title';
import { notFound } from 'next/navigation';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { EditEventScreen } from '@/components/admin/events/event-edit-screen';
import { canCreate, canManageTerms, canPublish, canUploadImages } from '@/lib/auth/permissions';
import { getSettings } from '@/lib/settings/settings';
import { connection } from 'next/server';

export const generateMetadata = pageTitle('AdminEventForm.editTitle');

export default async function EditEventPage({ params }: { params: PageParams<{ id: string }> }) {
  const { locale, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  // A repeat rule's dates are in the event's zone, and an empty zone is the site's:
  // read for each request (connection), never at build time.
  await connection();
  const { timezone: siteZone } = await getSettings();
  return adminPage(locale, 'events', (user) => (
    <EditEventScreen
      id={Number(id)}
      canCreate={canCreate(user)}
      canPublish={canPublish(user)}
      canUpload={canUploadImages(user)}
      canManageTerms={canManageTerms(user)}
      siteZone={siteZone}
    />
  ));
}
