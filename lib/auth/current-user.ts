// The signed-in user for server components (the admin pages), from the
// session cookie. Pages render for GET requests, so the cookie alone counts.
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from './session-cookie-name.mjs';
import { findLiveSession, type SessionUser } from './sessions';

export async function getSignedInUser(): Promise<SessionUser | null> {
  const cookieValue = (await cookies()).get(SESSION_COOKIE)?.value;
  return cookieValue ? ((await findLiveSession(cookieValue))?.user ?? null) : null;
}
