import createNextIntlPlugin from 'next-intl/plugin';
import { distDirName, isBenchBuild } from './scripts/lib/dist-dir.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Security headers of every HTML page (the admin, sign-in and public pages).
// Next.js inlines its bootstrap scripts; a nonce would allow them one by one,
// but needs every page rendered per request, including the public pages kept
// off the proxy for speed, so inline scripts are allowed and everything else
// is confined to the site's own origin. Images come from the site's own media
// store (docs/api.md §4.7), so no other origin is needed. The admin's
// rich-text editor (TipTap) runs no eval and loads nothing from elsewhere; it
// adds its base rules in a <style> element, which style-src already allows.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const pageSecurityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: distDirName(),
  // The benchmark's build has its own TypeScript settings (its types folder),
  // so that building it leaves tsconfig.json as it is.
  ...(isBenchBuild() ? { typescript: { tsconfigPath: 'bench/tsconfig.next.json' } } : {}),
  // docs/api.md §0.1: every route answers with and without a trailing slash, directly.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Not on the JSON API, whose headers §10.2 fixes, the probes or the media files,
  // nor on the API reference and its script, which set a narrower policy of their
  // own (lib/public/api-reference/page.ts); any other path under it keeps the site's.
  async headers() {
    return [
      {
        source:
          '/((?!(?:en/|fr/|es/)?calendar/events/v1|api/|api-reference(?:/?$|/scalar\\.js$)|media/|healthz|readyz).*)',
        headers: pageSecurityHeaders,
      },
    ];
  },
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
  ],
};

export default withNextIntl(nextConfig);
