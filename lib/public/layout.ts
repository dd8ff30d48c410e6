// The HTML document around every public page: language, title, the
// discovery tags of docs/api.md §10.8, JSON-LD (§1.9), the canonical address
// with its language alternates and a language switch, the tags link previews
// read (docs/public-pages.md "Sharing"), and a plain, readable style that
// needs no script.
import { languages, type Language } from '../i18n/languages';
import type { ImageObject } from '../media/serialize';
import { markup, jsonLdScript, type Html } from './html';
import type { Site } from './site';
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
  site: Site;
  /** The page's address: its canonical and language links. Absent on error pages, which have none. */
  url?: URL;
  /** What a link preview shows (Open Graph, Twitter cards); the title is the page's. */
  preview?: { description: string; image?: ImageObject | false };
}

// Each language named in itself, as a switch shows it to someone who does not read the page's.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };
const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

/** The page's address in `language`: its path, its page number, and the language unless English. */
export function addressIn(baseUrl: string, url: URL, language: Language): string {
  const query = new URLSearchParams();
  const page = Number(url.searchParams.get('page') ?? '1');
  if (page > 1) query.set('page', String(page));
  if (language !== 'en') query.set('translation_language', language);
  const search = query.toString();
  // Every page answers with and without its trailing slash (docs/api.md §0.1): one of them is canonical.
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function addressTags(frame: PageFrame, url: URL) {
  const href = (language: Language) => addressIn(frame.baseUrl, url, language);
  const alternate = (language: Language) =>
    markup`<link rel="alternate" hreflang="${language}" href="${href(language)}">\n`;
  return markup`<link rel="canonical" href="${href(frame.language as Language)}">
${languages.map(alternate)}<link rel="alternate" hreflang="x-default" href="${href('en')}">`;
}

/** The administrator's name for the site, or the interface's in the page's language. */
const siteName = (frame: PageFrame) => frame.site.name || frame.t('siteName');

/**
 * The logo beside the name (the name is the link's text, so the image is
 * decorative): the medium rendition, uncropped, where the upload had one (the
 * thumbnail is cut square).
 */
function siteLogo(logo: Site['logo']) {
  if (!logo) return '';
  const shown = logo.sizes.medium ?? logo;
  return markup`<img class="logo" src="${shown.url}" width="${shown.width}" height="${shown.height}" alt="">`;
}

function previewTags(frame: PageFrame, url: URL) {
  const { preview } = frame;
  if (!preview) return '';
  const image = preview.image ? (preview.image.sizes.large ?? preview.image) : undefined;
  return markup`<meta property="og:type" content="website">
<meta property="og:site_name" content="${siteName(frame)}">
<meta property="og:title" content="${frame.title}">
<meta property="og:description" content="${preview.description}">
<meta property="og:url" content="${addressIn(frame.baseUrl, url, frame.language as Language)}">
<meta property="og:locale" content="${OG_LOCALES[frame.language as Language]}">
${
  image
    ? markup`<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${preview.image ? preview.image.alt : ''}">
`
    : ''
}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`;
}

function languageSwitch(frame: PageFrame, url: URL) {
  return markup`<nav class="languages" aria-label="${frame.t('language')}"><ul>
${languages.map(
  (language) =>
    markup`<li><a href="${addressIn('', url, language)}" hreflang="${language}" lang="${language}"${
      language === frame.language ? markup` aria-current="page"` : ''
    }>${LANGUAGE_NAMES[language]}</a></li>
`,
)}</ul></nav>`;
}

const STYLE = `
:root{color-scheme:light dark;--accent:#1d4ed8;--muted:#555}
@media (prefers-color-scheme:dark){:root{--accent:#93c5fd;--muted:#aaa}}
body{font:1rem/1.55 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}
a{color:var(--accent)}
header{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;border-bottom:1px solid #8884;padding-bottom:.5rem}
header .site{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.2rem;text-decoration:none}
header .logo{height:2.5rem;width:auto}
header .languages{margin-left:auto}
header .languages ul{display:flex;gap:.75rem;list-style:none;margin:0;padding:0}
header .languages [aria-current]{font-weight:700;text-decoration:none;color:inherit}
.events{list-style:none;padding:0}
.events li{border-bottom:1px solid #8883;padding:.75rem 0}
.events h2{font-size:1.15rem;margin:0}
.meta,.when{color:var(--muted);margin:.2rem 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
nav.pager{display:flex;gap:1rem;justify-content:space-between;margin:1rem 0}
img.lead{display:block;max-width:100%;height:auto;margin:1rem 0;border-radius:.25rem}
.calendar-links ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0}
.status{border:2px solid currentColor;border-radius:.25rem;padding:0 .3rem;font-size:.9rem}
.status-canceled{color:#b91c1c}
@media (prefers-color-scheme:dark){.status-canceled{color:#fca5a5}}
.event-status .reason{font-style:italic}
.notice{border-left:4px solid var(--accent);padding:.5rem 1rem}
table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #8884;padding:.25rem .5rem;text-align:left;vertical-align:top}
`;

/**
 * The administrator's accent (checked to read on white, lib/settings/accent.ts);
 * on a dark page a lighter mix of it, so links keep their contrast there too.
 */
const accentStyle = (accent: string) =>
  `:root{--accent:${accent}}@media (prefers-color-scheme:dark){:root{--accent:color-mix(in srgb,${accent} 35%,#fff)}}`;

export function renderPage(frame: PageFrame): string {
  const { t } = frame;
  // One line per element, void tags as §10.8 writes them (`<meta …>`, no `/>`).
  const page = markup`<!DOCTYPE html>
<html lang="${frame.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title} · ${siteName(frame)}</title>
<meta name="tec-api-version" content="v1">
<meta name="tec-api-origin" content="${frame.baseUrl}">
${frame.apiRoot ? markup`<link rel="alternate" href="${frame.apiRoot}">` : ''}
${frame.url ? addressTags(frame, frame.url) : ''}
${frame.url ? previewTags(frame, frame.url) : ''}
<style>${STYLE}${accentStyle(frame.site.accent)}</style>
${(frame.jsonLd ?? []).map(jsonLdScript)}
</head>
<body>
<header>
<a class="site" href="/">${siteLogo(frame.site.logo)}${siteName(frame)}</a>
<nav aria-label="${t('mainNav')}"><a href="/api-reference">${t('apiReference')}</a></nav>
${frame.url ? languageSwitch(frame, frame.url) : ''}
</header>
<main>
${frame.main}
</main>
</body>
</html>
`;
  return page.value;
}
