// The API reference (docs/public-pages.md, "API reference"): the OpenAPI
// document of GET /calendar/events/v1/doc (docs/api.md §8.2) shown by Scalar,
// with navigation by resource, search, and request and answer examples. The
// document's texts are English, so the page is English whatever the language.
import { REST_NAMESPACE } from '../../http/headers';
import { publicTranslator } from '../messages';
import { apiBase } from '../page-answer';
import type { PublicAnswer } from '../respond';
import type { PublicContext } from '../route';
import { renderDocument } from '../render';
import { scalarBundle } from './assets';

export const REFERENCE_PATH = '/api-reference';

/**
 * The page's own policy, in place of the site's (next.config.mjs): scripts
 * only from this site, and no inline script at all; Scalar adds its styles
 * in <style> elements, hence style-src 'unsafe-inline' as everywhere else.
 */
export const referenceContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Darker muted text and method colours in the light theme: Scalar's own fall
 * short of the 4.5:1 contrast WCAG AA asks of text (found by axe).
 */
const CONTRAST_CSS = `.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #666666;
  --scalar-sidebar-color-2: #5c5c5c;
  --scalar-color-accent: #0060a8;
  --scalar-color-blue: #0060a8;
  --scalar-color-red: #c00000;
  --scalar-color-orange: #a34400;
  --scalar-color-yellow: #7a5c00;
  --scalar-color-green: #05733a;
  --scalar-color-purple: #6a3cc4;
}`;

/**
 * Scalar's settings: no fonts from its CDN, no telemetry, no AI agent, no
 * developer tools; curl first among the request examples.
 */
const scalarConfiguration = (title: string) => ({
  url: `/${REST_NAMESPACE}/doc`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  metaData: { title },
  customCss: CONTRAST_CSS,
});

/**
 * Scalar mounts itself before the `#api-reference` element, with the settings
 * of its data-configuration; a JSON data block is no script to CSP, so the
 * page runs no inline script.
 */
export async function apiReferencePage({
  baseUrl,
  site,
}: PublicContext<object>): Promise<PublicAnswer> {
  const t = publicTranslator('en');
  const title = `${t('apiReference')} · ${site.name || t('siteName')}`;
  const apiRoot = `${apiBase(baseUrl)}/`;
  const page = renderDocument(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="tec-api-version" content="v1" />
        <meta name="tec-api-origin" content={baseUrl} />
        <link rel="alternate" href={apiRoot} />
      </head>
      <body>
        <noscript>
          <p>
            <a href={`${apiBase(baseUrl)}/doc`}>{t('openApiDocument')}</a>
          </p>
        </noscript>
        <script
          id="api-reference"
          type="application/json"
          data-configuration={JSON.stringify(scalarConfiguration(title))}
        />
        <script src={`${REFERENCE_PATH}/scalar.js?v=${scalarBundle().version}`} />
      </body>
    </html>,
  );
  return {
    body: page,
    contentType: 'text/html; charset=utf-8',
    language: 'en',
    apiRoot,
    headers: {
      'Content-Security-Policy': referenceContentSecurityPolicy,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
    reusableUntil: Infinity,
  };
}
