import { setRequestLocale } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { NewEventScreen } from '@/components/admin/events/event-edit-screen';
import { canPublish } from '@/lib/auth/permissions';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';

export default async function NewEventPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current="events">
      <NewEventScreen canPublish={canPublish(user)} />
    </AdminShell>
  );
}
