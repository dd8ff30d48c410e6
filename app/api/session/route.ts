import { presentSession } from '@/lib/auth/session-info';
import {
  clearedSessionCookieHeader,
  isSecureRequest,
  readSessionCookie,
  sessionCookieHeader,
} from '@/lib/auth/session-cookie';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/auth/session-lifetime';
import { notSignedIn, sessionOfRequest } from '@/lib/auth/session-request';
import { deleteSession } from '@/lib/auth/sessions';
import { signIn } from '@/lib/auth/sign-in';
import { readSignInRequest } from '@/lib/auth/sign-in-request';
import { clientAddress } from '@/lib/http/client-address';
import { jsonEndpoint } from '@/lib/route/json-endpoint';

// The browser session (README "Signing in"): sign in, who am I (with the nonce
// for cookie writes), sign out. Sign-out follows the cookie rules of docs/api.md §7.2 step 2,
// so a cross-site page cannot sign anyone out.
export const POST = jsonEndpoint(async (request) => {
  const { cookieValue, session } = await signIn(await readSignInRequest(request), {
    address: clientAddress(request),
    previousCookie: readSessionCookie(request.headers.get('cookie')),
  });
  const cookie = sessionCookieHeader(cookieValue, {
    maxAgeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS,
    secure: isSecureRequest(request),
  });
  return { body: presentSession(session), cookie };
});

export const GET = jsonEndpoint(async (request) => {
  const session = await sessionOfRequest(request);
  if (!session) throw notSignedIn();
  return { body: presentSession(session) };
});

export const DELETE = jsonEndpoint(async (request) => {
  const session = await sessionOfRequest(request);
  if (!session) throw notSignedIn();
  await deleteSession(session.id);
  return { status: 204, cookie: clearedSessionCookieHeader(isSecureRequest(request)) };
});
