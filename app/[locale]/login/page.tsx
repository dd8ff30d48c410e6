import { pageTitle } from '@/components/admin/page-title';
import { setRequestLocale } from 'next-intl/server';
import { SignInPage } from '@/components/auth/sign-in-page';
import { getSignedInUser } from '@/lib/auth/current-user';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

export const generateMetadata = pageTitle('SignIn.title');

export default async function LoginPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed in already: nothing to do here.
  if (await getSignedInUser()) redirect({ href: '/admin', locale });
  return <SignInPage />;
}
