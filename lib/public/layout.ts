// The HTML document around every public page: language, title, the
// discovery tags of docs/api.md §10.8, JSON-LD (§1.9), and a plain,
// readable style that needs no script.
import { markup, jsonLdScript, type Html } from './html';
import type { PublicTranslator } from './messages';

export interface PageFrame {
  language: string;
  title: string;
  baseUrl: string;
  /** The `<link rel="alternate">` target, the same as X-TEC-API-ROOT. */
  apiRoot?: string;
  jsonLd?: unknown[];
  main: Html;
  t: PublicTranslator;
}

const STYLE = `
:root{color-scheme:light dark;--accent:#1d4ed8;--muted:#555}
@media (prefers-color-scheme:dark){:root{--accent:#93c5fd;--muted:#aaa}}
body{font:1rem/1.55 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}
a{color:var(--accent)}
header{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap;border-bottom:1px solid #8884;padding-bottom:.5rem}
header .site{font-weight:700;font-size:1.2rem;text-decoration:none}
.events{list-style:none;padding:0}
.events li{border-bottom:1px solid #8883;padding:.75rem 0}
.events h2{font-size:1.15rem;margin:0}
.meta,.when{color:var(--muted);margin:.2rem 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
nav.pager{display:flex;gap:1rem;justify-content:space-between;margin:1rem 0}
img.lead{display:block;max-width:100%;height:auto;margin:1rem 0;border-radius:.25rem}
.status{border:2px solid currentColor;border-radius:.25rem;padding:0 .3rem;font-size:.9rem}
.status-canceled{color:#b91c1c}
@media (prefers-color-scheme:dark){.status-canceled{color:#fca5a5}}
.event-status .reason{font-style:italic}
.notice{border-left:4px solid var(--accent);padding:.5rem 1rem}
table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #8884;padding:.25rem .5rem;text-align:left;vertical-align:top}
`;

export function renderPage(frame: PageFrame): string {
  const { t } = frame;
  // One line per element, void tags as §10.8 writes them (`<meta …>`, no `/>`).
  const page = markup`<!DOCTYPE html>
<html lang="${frame.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title} · ${t('siteName')}</title>
<meta name="tec-api-version" content="v1">
<meta name="tec-api-origin" content="${frame.baseUrl}">
${frame.apiRoot ? markup`<link rel="alternate" href="${frame.apiRoot}">` : ''}
<style>${STYLE}</style>
${(frame.jsonLd ?? []).map(jsonLdScript)}
</head>
<body>
<header>
<a class="site" href="/">${t('siteName')}</a>
<nav aria-label="${t('mainNav')}"><a href="/api-reference">${t('apiReference')}</a></nav>
</header>
<main>
${frame.main}
</main>
</body>
</html>
`;
  return page.value;
}
