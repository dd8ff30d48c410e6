import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { EventList } from '@/components/admin/events/event-list';
import { canCreate, canPublish } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminEvents.title');

export default async function AdminEventsPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'events', (user) => (
    <EventList canCreate={canCreate(user)} canPublish={canPublish(user)} />
  ));
}
