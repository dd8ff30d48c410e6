// Browser sign-in: rate limits, then the password, then a new session.
import { ApiError } from '../http/errors';
import { checkCredentials, normalizeEmail } from './credentials';
import type { SignInInput } from './sign-in-schema';
import { admitSignIn } from './sign-in-limits';
import { createSession, deleteSessionByCookie, type LiveSession } from './sessions';

// One answer for an unknown e-mail, a wrong password and a disabled account.
export const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'Invalid e-mail address or password.');

interface SignInContext {
  /** The client address, for the per-address limit. */
  address: string;
  /** The session cookie the browser already holds: replaced, so an id planted before sign-in is worthless. */
  previousCookie: string | null;
}

export async function signIn(
  input: SignInInput,
  { address, previousCookie }: SignInContext,
): Promise<{ cookieValue: string; session: LiveSession }> {
  const email = normalizeEmail(input.email);
  const attempt = await admitSignIn(email, address);
  const user = await checkCredentials(email, input.password);
  if (!user) throw invalidCredentials();
  await attempt.succeeded();
  if (previousCookie) await deleteSessionByCookie(previousCookie);
  return createSession(user);
}
