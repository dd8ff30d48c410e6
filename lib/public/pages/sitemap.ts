// The answers of /sitemap.xml, /sitemap/{kind}-{n}.xml and /robots.txt
// (docs/public-pages.md "Sitemap"). Like every public page they are kept in
// the answer cache until the next write.
import { languages } from '../../i18n/languages';
import type { PublicAnswer } from '../respond';
import { notFound, type PublicContext } from '../route';
import { sitemapFile, sitemapIndex } from '../sitemap';

const xml = (body: string): PublicAnswer => ({
  body,
  contentType: 'application/xml; charset=utf-8',
  language: 'en',
  reusableUntil: Infinity,
});

export async function sitemapIndexAnswer({ baseUrl }: PublicContext<Record<string, never>>) {
  return xml(await sitemapIndex(baseUrl));
}

export async function sitemapFileAnswer({ baseUrl, path }: PublicContext<{ file: string }>) {
  const [, kind = '', file = ''] = /^([a-z]+)-(\d{1,7})\.xml$/.exec(path.file) ?? [];
  const body = kind ? await sitemapFile(baseUrl, kind, Number(file)) : null;
  if (body === null) throw notFound();
  return xml(body);
}

export async function robotsAnswer({
  baseUrl,
}: PublicContext<Record<string, never>>): Promise<PublicAnswer> {
  // The API's answers carry `X-Robots-Tag: noindex` (docs/api.md); the admin and its API are private.
  const privatePaths = [...languages.map((language) => `/${language}/admin/`), '/api/'];
  return {
    body: `User-agent: *\n${privatePaths.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${baseUrl}/sitemap.xml\n`,
    contentType: 'text/plain; charset=utf-8',
    language: 'en',
    reusableUntil: Infinity,
  };
}
