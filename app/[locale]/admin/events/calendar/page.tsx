import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { EventCalendar } from '@/components/admin/events/event-calendar';
import { canCreate } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminEvents.calendarView');

export default async function EventCalendarPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  // Whoever may write events may move them; the API still refuses another's event (403).
  return adminPage(locale, 'events', (user) => <EventCalendar canWrite={canCreate(user)} />);
}
