// The request limits of docs/api.md §10.6 and docs/operations.md: writes per token
// or session, anonymous reads per client address. Signed-in reads are not
// limited; sign-in attempts have their own limits (lib/auth/sign-in-limits.ts).
// The limits are settings, read with the request, so a change applies to the
// next one.
import { resolveCaller, type Caller } from '../auth/caller';
import { clientAddressOf } from '../http/client-address';
import { arrivalStore } from '../request-arrival.mjs';
import { rateLimited } from '../http/errors';
import { getSettings, settingsKeptAt } from '../settings/settings';
import { SharedLimiter, type Admission } from '../rate-limit/shared-limiter';

// One pair per process, also across Next.js's route bundles and dev reloads;
// the server hands their held-back hits over when it stops (scripts/serve.mjs).
const globalForLimits = globalThis as unknown as {
  calendarRequestLimiters?: { reads: SharedLimiter; writes: SharedLimiter };
};
const limiters = (globalForLimits.calendarRequestLimiters ??= {
  reads: new SharedLimiter('read:'),
  writes: new SharedLimiter('write:'),
});

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counts the request against its limit, or throws 429 rest_rate_limited with Retry-After before anything is written. */
export async function admitRequest(
  request: Request,
  method: string,
  caller: Caller | null,
): Promise<void> {
  const isRead = READ_METHODS.has(method);
  let admission: Admission;
  if (isRead && !caller) {
    // A read the front door counted and refused (lib/front-door/) is not counted twice.
    admission =
      arrivalStore()?.admission ??
      (await admitAnonymousRead(request.headers.get('x-forwarded-for') ?? ''));
  } else if (!isRead && caller?.credential) {
    const limit = Number((await getSettings()).rate_limit_writes_per_minute);
    admission = await limiters.writes.admit(caller.credential, limit);
  } else {
    return;
  }
  if (!admission.admitted) throw rateLimited(admission.retryAfterSeconds);
}

/** Counts an anonymous read from the client `forwardedFor` names against the read limit. */
export async function admitAnonymousRead(forwardedFor: string): Promise<Admission> {
  const limit = Number((await getSettings()).rate_limit_reads_per_minute);
  return limiters.reads.admit(clientAddressOf(forwardedFor), limit);
}

/**
 * `admitAnonymousRead` at once, when this node has the settings of content
 * stamp `stamp` and can count the read without syncing; undefined otherwise.
 */
export function admitAnonymousReadNow(forwardedFor: string, stamp: bigint): Admission | undefined {
  const settings = settingsKeptAt(stamp);
  if (!settings) return undefined;
  const limit = Number(settings.rate_limit_reads_per_minute);
  return limiters.reads.admitNow(clientAddressOf(forwardedFor), limit);
}

/** For the JSON endpoints beside the API (/api/…): the caller as the API resolves it, counted against the same limits. */
export async function resolveAdmittedCaller(request: Request): Promise<Caller | null> {
  const caller = await resolveCaller(request);
  await admitRequest(request, request.method, caller);
  return caller;
}
