import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { SignInPage } from '@/components/auth/sign-in-page';
import type { Locale } from '@/lib/i18n/routing';

export default function LoginPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale(use(params).locale);
  return <SignInPage />;
}
