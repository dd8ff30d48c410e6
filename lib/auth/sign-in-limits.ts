// Failed sign-ins are limited per account and per client address
// (docs/operations.md `rate_limit_signins_per_15_minutes`, docs/api.md §10.6). The
// limit only slows guessing: a window closes after 15 minutes at most, so no
// account is ever locked for good.
import { rateLimited } from '../http/errors';
import { addHit, clearHits, countHits, dropClosedWindows, removeHit } from '../rate-limit/counters';
import { currentWindow, secondsLeft } from '../rate-limit/window';
import { getSettings } from '../settings/settings';
import { hashToken } from './tokens';

const WINDOW_SECONDS = 15 * 60;
const PREFIX = 'signin:';

/** The counter keys of one attempt: its account first, then its address. E-mail addresses are hashed so that the table keeps no list of them. */
export function signInLimitKeys(email: string, address: string): [string, string] {
  return [`${PREFIX}account:${hashToken(email)}`, `${PREFIX}address:${address}`];
}

export interface SignInAttempt {
  /** The credentials were right: the attempt counts as no failure. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt before its password is checked, so parallel guesses cannot
 * all slip under the limit; a successful one is taken back. Over the limit →
 * 429 with Retry-After, the same for known and unknown e-mails.
 */
export async function admitSignIn(email: string, address: string): Promise<SignInAttempt> {
  const limit = Number((await getSettings()).rate_limit_signins_per_15_minutes);
  const window = currentWindow(WINDOW_SECONDS);
  const keys = signInLimitKeys(email, address);
  // Refused attempts write nothing (§10.6), so flooding costs the database only reads.
  if ((await countHits(keys, window)).some((count) => count >= limit))
    throw rateLimited(secondsLeft(window));
  const counts = await Promise.all(keys.map((key) => addHit(key, window)));
  await dropClosedWindows(PREFIX, window);
  if (counts.some((count) => count > limit)) throw rateLimited(secondsLeft(window));
  const [accountKey, addressKey] = keys;
  return {
    async succeeded() {
      // The account holder proved who they are: their account's failures are forgiven.
      await Promise.all([clearHits(accountKey), removeHit(addressKey, window)]);
    },
  };
}
