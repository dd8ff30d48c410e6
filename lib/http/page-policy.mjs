// The Content-Security-Policy of every HTML page, shared by next.config.mjs
// (all pages) and the embeddable calendar (lib/public/embed/headers.ts), which
// differ only in who may show them in a frame. Plain JavaScript because the
// Next.js configuration imports it before anything is compiled.
//
// Next.js inlines its bootstrap scripts; a nonce would allow them one by one,
// but needs every page rendered per request, including the public pages kept
// off the proxy for speed, so inline scripts are allowed and everything else
// is confined to the site's own origin. Images come from the site's own media
// store (docs/api.md §4.7), so no other origin is needed. The admin's
// rich-text editor (TipTap) runs no eval and loads nothing from elsewhere; it
// adds its base rules in a <style> element, which style-src already allows.

/** The policy with `frame-ancestors` set to `ancestors` (a CSP source list, or `'none'`). */
export function pagePolicy(ancestors) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** What every page sends besides its policy and its framing rule. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
