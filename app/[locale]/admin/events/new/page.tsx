import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { NewEventScreen } from '@/components/admin/events/event-edit-screen';
import { canManageTerms, canPublish, canUploadImages } from '@/lib/auth/permissions';
import { getSettings } from '@/lib/settings/settings';
import { connection } from 'next/server';

export const generateMetadata = pageTitle('AdminEventForm.newTitle');

export default async function NewEventPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  // A repeat rule's dates are in the event's zone, and an empty zone is the site's:
  // read for each request (connection), never at build time.
  await connection();
  const { timezone: siteZone } = await getSettings();
  return adminPage(locale, 'events', (user) => (
    <NewEventScreen
      canPublish={canPublish(user)}
      canUpload={canUploadImages(user)}
      canManageTerms={canManageTerms(user)}
      siteZone={siteZone}
    />
  ));
}
