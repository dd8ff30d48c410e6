import { setRequestLocale } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { AccountSummary } from '@/components/auth/account-summary';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';

export default async function AdminPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user}>
      <AccountSummary user={user} />
    </AdminShell>
  );
}
