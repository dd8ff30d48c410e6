import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { NewEventScreen } from '@/components/admin/events/event-edit-screen';
import { canPublish, canUploadImages } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminEventForm.newTitle');

export default async function NewEventPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'events', (user) => (
    <NewEventScreen canPublish={canPublish(user)} canUpload={canUploadImages(user)} />
  ));
}
