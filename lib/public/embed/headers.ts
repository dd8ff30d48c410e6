// The framing headers of an embedded page (docs/public-pages.md "Embedding"):
// the site's policy with the frame-ancestors `embed_origins` names. They are
// worked out on each answer, from the request's settings, and never kept in
// the answer cache, so a page kept from before a change of the setting is
// still framed by the new rule.
import { pagePolicy, REFERRER_POLICY } from '../../http/page-policy.mjs';
import { frameAncestors } from '../../settings/embed-origins';
import { getSettings } from '../../settings/settings';

export async function embedHeaders(): Promise<Record<string, string>> {
  const origins = (await getSettings()).embed_origins;
  return {
    'Content-Security-Policy': pagePolicy(frameAncestors(origins)),
    'Referrer-Policy': REFERRER_POLICY,
    // Browsers that predate frame-ancestors refuse as the other pages make them.
    ...(origins === '' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
