import createNextIntlPlugin from 'next-intl/plugin';
import { pagePolicy, REFERRER_POLICY } from './lib/http/page-policy.mjs';
import { distDirName, isBenchBuild } from './scripts/lib/dist-dir.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Security headers of every HTML page (the admin, sign-in and public pages):
// the policy is lib/http/page-policy.mjs's, and no page may be framed.
const pageSecurityHeaders = [
  { key: 'Content-Security-Policy', value: pagePolicy("'none'") },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: REFERRER_POLICY },
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
  // Nor on the embeddable calendar under /embed/, which sets the same policy
  // but for the frame-ancestors its setting names (lib/public/embed/headers.ts).
  async headers() {
    return [
      {
        source:
          '/((?!(?:en/|fr/|es/)?calendar/events/v1|api/|api-reference(?:/?$|/scalar\\.js$)|embed(?:/|$)|media/|healthz|readyz).*)',
        headers: pageSecurityHeaders,
      },
    ];
  },
  // Loaded by Node from node_modules rather than bundled: native modules, and
  // the large libraries every server layer (routes, pages, instrumentation)
  // would otherwise carry a copy of, each parsed at start and kept in memory
  // (moment's time-zone data and every one of its locales, the Temporal
  // polyfill, zod): Node's module cache holds one (docs/performance.md "Memory").
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    'moment',
    'moment-timezone',
    '@js-temporal/polyfill',
    'zod',
  ],
};

export default withNextIntl(nextConfig);
