import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { EditEventScreen } from '@/components/admin/events/event-edit-screen';
import { canPublish } from '@/lib/auth/permissions';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';

export default async function EditEventPage({
  params,
}: {
  params: Promise<{ locale: Locale; id: string }>;
}) {
  const { locale, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current="events">
      {/* The screen reads `saved` from the address, known only in the browser. */}
      <Suspense>
        <EditEventScreen id={Number(id)} canPublish={canPublish(user)} />
      </Suspense>
    </AdminShell>
  );
}
