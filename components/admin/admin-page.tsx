// The server side of every admin page: signed-in users only (anyone else is
// sent to sign in), in the admin frame, with the screen the user's role gets.
import { setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { SessionUser } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/routing';
import { AdminShell } from './admin-shell';
import type { AdminSection } from './shell/admin-sections';

export type PageParams<Extra = object> = Promise<{ locale: Locale } & Extra>;

export async function adminPage(
  locale: Locale,
  section: AdminSection | undefined,
  render: (user: SessionUser) => ReactNode,
) {
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current={section}>
      {/* Screens read the address's query (filters, month, `saved`), known only in the browser. */}
      <Suspense>{render(user)}</Suspense>
    </AdminShell>
  );
}
