import { setRequestLocale } from 'next-intl/server';
import { AccountSummary } from '@/components/auth/account-summary';
import { getSignedInUser } from '@/lib/auth/current-user';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

export default async function AdminPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSignedInUser();
  if (!user) return redirect({ href: '/login', locale });
  return <AccountSummary user={user} />;
}
