import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { SignInPage } from '@/components/auth/sign-in-page';
import type { Locale } from '@/lib/i18n/routing';

// Until sessions exist every visitor of the admin is asked to sign in.
export default function AdminPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale(use(params).locale);
  return <SignInPage />;
}
