import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { EventCalendar } from '@/components/admin/events/event-calendar';

export const generateMetadata = pageTitle('AdminEvents.calendarView');

export default async function EventCalendarPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'events', () => <EventCalendar />);
}
