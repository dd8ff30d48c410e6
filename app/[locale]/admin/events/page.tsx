import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { EventList } from '@/components/admin/events/event-list';
import { EventViews } from '@/components/admin/events/event-views';
import { canCreate, canPublish } from '@/lib/auth/permissions';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';

export default async function AdminEventsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current="events">
      <EventViews current="list" />
      {/* The list reads its filters from the address, known only in the browser. */}
      <Suspense>
        <EventList canCreate={canCreate(user)} canPublish={canPublish(user)} />
      </Suspense>
    </AdminShell>
  );
}
