// Signing in and out from the browser, through /api/session.
import { currentNonce, rememberNonce, requestJson } from './api-client';
import { ApiError } from '../http/errors';
import { SESSION_PATH, type SessionInfo } from '../auth/session-info';
import type { SignInInput } from '../auth/sign-in-schema';

export async function signIn(input: SignInInput): Promise<SessionInfo> {
  const session = await requestJson<SessionInfo>(SESSION_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input),
  });
  rememberNonce(session.nonce);
  return session;
}

/** Ends the session; a session that already ended (401) is as good as ended. */
export async function signOut(): Promise<void> {
  try {
    await requestJson<void>(SESSION_PATH, {
      method: 'DELETE',
      headers: { 'X-WP-Nonce': await currentNonce() },
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  } finally {
    rememberNonce(null);
  }
}
