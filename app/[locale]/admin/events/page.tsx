import { setRequestLocale } from 'next-intl/server';
import { Suspense, use } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { EventList } from '@/components/admin/events/event-list';
import type { Locale } from '@/lib/i18n/routing';

export default function AdminEventsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale(use(params).locale);
  return (
    <AdminShell current="events">
      {/* The list reads its filters from the address, known only in the browser. */}
      <Suspense>
        <EventList />
      </Suspense>
    </AdminShell>
  );
}
