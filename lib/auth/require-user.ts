// Admin pages are for signed-in users only; anyone else is sent to sign in.
import { getSignedInUser } from './current-user';
import type { SessionUser } from './sessions';
import { redirect } from '../i18n/navigation';
import type { Locale } from '../i18n/routing';

export async function requireSignedInUser(locale: Locale): Promise<SessionUser> {
  const user = await getSignedInUser();
  if (!user) return redirect({ href: '/login', locale });
  return user;
}
