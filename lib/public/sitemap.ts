// sitemap.xml for search engines (docs/public-pages.md "Sitemap"): an index
// naming one file per 2,000 published items of each kind, and files listing
// each item's page in English, French and Spanish, every URL with its two
// alternates (hreflang), as search engines ask of multilingual sites.
import { db } from '../db';
import { languages } from '../i18n/languages';
import { categoryPath } from '../terms/serialize';
import { termSnapshot } from '../terms/read-snapshot';
import { escapeXml } from '../text/escape-xml';

/**
 * Items per file: three URLs each, well inside the 50,000 URLs a sitemap may
 * hold, and about 3.5 MB, so the answer cache keeps a full file (it refuses
 * answers over 6 MB).
 */
export const SITEMAP_ITEMS = 2000;

export const sitemapKinds = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

interface Page {
  /** The path of the page in the default language, from the site's root. */
  path: string;
  modifiedUtc: string | null;
}

const PUBLIC_POST = { status: 'publish', liveSlug: { not: null } } as const;
const postPages = (prefix: string, rows: { slug: string; modifiedUtc: string }[]) =>
  rows.map((row) => ({ path: `/${prefix}/${row.slug}/`, modifiedUtc: row.modifiedUtc }));
const inIdOrder = { orderBy: { id: 'asc' }, select: { slug: true, modifiedUtc: true } } as const;

/** Published terms with published events: an empty archive is not worth a search engine's visit. */
async function termPages(kind: 'categories' | 'tags'): Promise<Page[]> {
  const snapshot = await termSnapshot();
  const terms = kind === 'categories' ? snapshot.categories : snapshot.tags;
  return [...terms.values()]
    .filter((term) => (snapshot.counts.get(term.id) ?? 0) > 0)
    .sort((a, b) => a.id - b.id)
    .map((term) => ({
      path:
        kind === 'categories'
          ? `/events/category/${categoryPath(term, snapshot.categories).join('/')}/`
          : `/tag/${term.slug}/`,
      modifiedUtc: term.modifiedUtc,
    }));
}

// Password-protected events show only their title: not worth listing.
const PUBLIC_EVENT = { ...PUBLIC_POST, OR: [{ password: null }, { password: '' }] };

/** How many items of a kind the sitemap lists. */
async function countOf(kind: SitemapKind): Promise<number> {
  switch (kind) {
    case 'events':
      return db.event.count({ where: PUBLIC_EVENT });
    case 'venues':
      return db.venue.count({ where: PUBLIC_POST });
    case 'organizers':
      return db.organizer.count({ where: PUBLIC_POST });
    default:
      return (await termPages(kind)).length;
  }
}

/** The pages of the `file`th file (from 1) of a kind. */
async function pagesOf(kind: SitemapKind, file: number): Promise<Page[]> {
  const window = { skip: (file - 1) * SITEMAP_ITEMS, take: SITEMAP_ITEMS };
  switch (kind) {
    case 'events':
      return postPages(
        'event',
        await db.event.findMany({ where: PUBLIC_EVENT, ...inIdOrder, ...window }),
      );
    case 'venues':
      return postPages(
        'venue',
        await db.venue.findMany({ where: PUBLIC_POST, ...inIdOrder, ...window }),
      );
    case 'organizers':
      return postPages(
        'organizer',
        await db.organizer.findMany({ where: PUBLIC_POST, ...inIdOrder, ...window }),
      );
    default:
      return (await termPages(kind)).slice(window.skip, window.skip + window.take);
  }
}

const W3C_UTC = (utc: string) => `${utc.replace(' ', 'T')}+00:00`;
const inLanguage = (url: string, language: string) =>
  language === 'en' ? url : `${url}?translation_language=${language}`;

/** The index: every file of every kind, at least one per kind so its address never 404s. */
export async function sitemapIndex(baseUrl: string): Promise<string> {
  const counts = await Promise.all(sitemapKinds.map(countOf));
  const files = sitemapKinds.flatMap((kind, index) =>
    Array.from(
      { length: Math.max(1, Math.ceil(counts[index]! / SITEMAP_ITEMS)) },
      (_, file) => `${baseUrl}/sitemap/${kind}-${file + 1}.xml`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
}

/** One file: null when the kind is unknown or the file is past the last. */
export async function sitemapFile(
  baseUrl: string,
  kind: string,
  file: number,
): Promise<string | null> {
  if (!(sitemapKinds as readonly string[]).includes(kind) || !(file >= 1)) return null;
  const pages = await pagesOf(kind as SitemapKind, file);
  if (pages.length === 0 && file > 1) return null;
  const entries = pages.flatMap((page) => {
    const url = `${baseUrl}${page.path}`;
    const alternates = languages
      .map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(url, language))}"/>`,
      )
      .join('');
    const lastmod = page.modifiedUtc ? `<lastmod>${W3C_UTC(page.modifiedUtc)}</lastmod>` : '';
    return languages.map(
      (language) =>
        `<url><loc>${escapeXml(inLanguage(url, language))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}
