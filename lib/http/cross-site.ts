// Requests a browser sent on behalf of another site. The sign-in endpoint
// refuses them (login CSRF: signing a victim into the attacker's account).
// Browsers send Sec-Fetch-Site and, on POST, Origin; other clients send
// neither and are not browsers being abused.
import { baseUrlOf } from './headers';

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite)) return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  // The host alone: a TLS proxy that forgets X-Forwarded-Proto must not lock users out.
  return hostOf(origin) !== hostOf(baseUrlOf(request));
}

// An opaque origin ('null', from sandboxed frames or privacy redirects) has no host.
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}
