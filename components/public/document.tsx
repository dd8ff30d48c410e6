// The HTML document around every public page: language, title, the discovery
// tags of docs/api.md §10.8, JSON-LD (§1.9), the canonical address with its
// language alternates and a language switch, the tags link previews read
// (docs/public-pages.md "Sharing"), and a plain, readable style that needs no
// script. An embed's page (docs/public-pages.md "Embedding") is the view alone
// with the site's name under it, its links opening out of the frame.
import type { ReactNode } from 'react';
import { fullPageAddress, isEmbedAddress } from '@/lib/public/embed/address';
import { languages, type Language } from '@/lib/i18n/languages';
import type { ImageObject } from '@/lib/media/serialize';
import type { PublicTranslator } from '@/lib/public/messages';
import type { Site } from '@/lib/public/site';
import { withLanguage } from '@/lib/public/links';
import { PUBLIC_STYLE, accentStyle } from './style';

export interface PageFrame {
  language: Language;
  title: string;
  baseUrl: string;
  /** The `<link rel="alternate">` target, the same as X-TEC-API-ROOT. */
  apiRoot?: string;
  jsonLd?: unknown[];
  main: ReactNode;
  t: PublicTranslator;
  site: Site;
  /** The page's address: its canonical and language links. Absent on error pages, which have none. */
  url?: URL;
  /** What a link preview shows (Open Graph, Twitter cards); the title is the page's. */
  preview?: { description: string; image?: ImageObject | false };
  /** A calendar view's page: wider than a reading column, for its grid. */
  isWide?: boolean;
  /** The query parameters that are part of the page's address (a view's filters). */
  addressParams?: readonly string[];
  /** Shown in another site's frame; by default, whether `url` is an /embed/ address. */
  isEmbedded?: boolean;
}

// Each language named in itself, as a switch shows it to someone who does not read the page's.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };
const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

/**
 * The page's address in `language`: its path with its slash, the parameters
 * that make it the page it is (a view's filters, `kept`), its page number,
 * and the language unless English. Anything else (a campaign tag) is left out.
 */
export function addressIn(
  baseUrl: string,
  url: URL,
  language: Language,
  kept: readonly string[] = [],
): string {
  const query = new URLSearchParams();
  for (const name of kept) {
    // The last of a repeated parameter, as the page read it (lib/params/request-params.ts).
    const value = url.searchParams.getAll(name).at(-1);
    if (value) query.set(name, value);
  }
  const page = Number(url.searchParams.get('page') ?? '1');
  if (page > 1) query.set('page', String(page));
  if (language !== 'en') query.set('translation_language', language);
  const search = query.toString();
  // Every page answers with and without its trailing slash (docs/api.md §0.1): one of them is canonical.
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** The administrator's name for the site, or the interface's in the page's language. */
const siteName = (frame: PageFrame) => frame.site.name || frame.t('siteName');

/** JSON-LD inside <script>: `<` escaped so no value can close the element. */
const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function AddressLinks({ frame, url }: { frame: PageFrame; url: URL }) {
  const href = (language: Language) => addressIn(frame.baseUrl, url, language, frame.addressParams);
  return (
    <>
      <link rel="canonical" href={href(frame.language)} />
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={href(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
    </>
  );
}

function PreviewTags({ frame, url }: { frame: PageFrame; url: URL }) {
  const { preview } = frame;
  if (!preview) return null;
  const image = preview.image ? (preview.image.sizes.large ?? preview.image) : undefined;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName(frame)} />
      <meta property="og:title" content={frame.title} />
      <meta property="og:description" content={preview.description} />
      <meta
        property="og:url"
        content={addressIn(frame.baseUrl, url, frame.language, frame.addressParams)}
      />
      <meta property="og:locale" content={OG_LOCALES[frame.language]} />
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={preview.image ? preview.image.alt : ''} />
        </>
      )}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/**
 * The logo beside the name (the name is the link's text, so the image is
 * decorative): the medium rendition, uncropped, where the upload had one (the
 * thumbnail is cut square).
 */
function SiteLogo({ logo }: { logo: Site['logo'] }) {
  if (!logo) return null;
  const shown = logo.sizes.medium ?? logo;
  return <img className="logo" src={shown.url} width={shown.width} height={shown.height} alt="" />;
}

function LanguageSwitch({ frame, url }: { frame: PageFrame; url: URL }) {
  return (
    <nav className="languages" aria-label={frame.t('language')}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={addressIn('', url, language, frame.addressParams)}
              hrefLang={language}
              lang={language}
              aria-current={language === frame.language ? 'page' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PublicDocument({ frame }: { frame: PageFrame }) {
  const isEmbedded = frame.isEmbedded ?? (frame.url !== undefined && isEmbedAddress(frame.url));
  return isEmbedded ? <EmbeddedDocument frame={frame} /> : <SiteDocument frame={frame} />;
}

/** The head every page has, and what else it holds in the document's `<head>`. */
function CommonHead({ frame, children }: { frame: PageFrame; children: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${frame.title} · ${siteName(frame)}`}</title>
      <meta name="tec-api-version" content="v1" />
      <meta name="tec-api-origin" content={frame.baseUrl} />
      {frame.apiRoot && <link rel="alternate" href={frame.apiRoot} />}
      {children}
      <style dangerouslySetInnerHTML={{ __html: PUBLIC_STYLE + accentStyle(frame.site.accent) }} />
      {(frame.jsonLd ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </head>
  );
}

/**
 * In a frame: no header or language switch (the embedding site chose the
 * language), links out of the frame by default (lib/public/embed/links.ts
 * keeps the views' own in it), the site's page as the canonical one, and the
 * site's name last, leading to it.
 */
function EmbeddedDocument({ frame }: { frame: PageFrame }) {
  const full =
    frame.url &&
    addressIn(frame.baseUrl, fullPageAddress(frame.url), frame.language, frame.addressParams);
  return (
    <html lang={frame.language}>
      <CommonHead frame={frame}>
        <meta name="robots" content="noindex" />
        {full && <link rel="canonical" href={full} />}
        <base target="_top" />
      </CommonHead>
      <body className={frame.isWide ? 'embedded wide' : 'embedded'}>
        <main>{frame.main}</main>
        <footer>
          <a className="site" href={full ?? `${frame.baseUrl}/`}>
            {siteName(frame)}
          </a>
        </footer>
      </body>
    </html>
  );
}

function SiteDocument({ frame }: { frame: PageFrame }) {
  const { t, url } = frame;
  return (
    <html lang={frame.language}>
      <CommonHead frame={frame}>
        {url && <AddressLinks frame={frame} url={url} />}
        {url && <PreviewTags frame={frame} url={url} />}
      </CommonHead>
      <body className={frame.isWide ? 'wide' : undefined}>
        <header>
          <a className="site" href="/">
            <SiteLogo logo={frame.site.logo} />
            {siteName(frame)}
          </a>
          <nav className="site-nav" aria-label={t('mainNav')}>
            <a href={url ? withLanguage('/events/', url) : '/events/'}>{t('calendar')}</a>
            <a href="/api-reference">{t('apiReference')}</a>
          </nav>
          {url && <LanguageSwitch frame={frame} url={url} />}
        </header>
        <main>{frame.main}</main>
      </body>
    </html>
  );
}
