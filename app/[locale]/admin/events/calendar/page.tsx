import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { EventCalendar } from '@/components/admin/events/event-calendar';
import { EventViews } from '@/components/admin/events/event-views';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';

export default async function EventCalendarPage({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current="events">
      <EventViews current="calendar" />
      {/* The month comes from the address, known only in the browser. */}
      <Suspense>
        <EventCalendar />
      </Suspense>
    </AdminShell>
  );
}
