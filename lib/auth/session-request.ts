// The session a request's cookie authenticates, after the nonce rule of
// docs/api.md §7.2 step 2. An unknown, expired or forged cookie is no
// credential at all, so the request is simply anonymous, never an error.
import { ApiError } from '../http/errors';
import { cookieInvalidNonce, judgeSessionCookie } from './nonce';
import { readSessionCookie } from './session-cookie';
import { findLiveSession, type LiveSession } from './sessions';

export async function sessionOfRequest(request: Request): Promise<LiveSession | null> {
  const cookieValue = readSessionCookie(request.headers.get('cookie'));
  const session = cookieValue ? await findLiveSession(cookieValue) : null;
  if (!session) return null;
  const nonce = request.headers.get('x-wp-nonce');
  switch (judgeSessionCookie(request.method, nonce, session.csrfToken)) {
    case 'accept':
      return session;
    case 'ignore':
      return null;
    case 'reject':
      throw cookieInvalidNonce();
  }
}

/** GET or DELETE /api/session without a session (WordPress's code and words). */
export const notSignedIn = () =>
  new ApiError(401, 'rest_not_logged_in', 'You are not currently logged in.');
