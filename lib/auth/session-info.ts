// What /api/session answers: the signed-in user and the nonce that cookie
// writes must send as X-WP-Nonce. Shared by the endpoint and the browser helpers.
import type { LiveSession, SessionUser } from './sessions';

export const SESSION_PATH = '/api/session';

export interface SessionInfo {
  user: SessionUser;
  nonce: string;
}

export const presentSession = (session: LiveSession): SessionInfo => ({
  user: session.user,
  nonce: session.csrfToken,
});
