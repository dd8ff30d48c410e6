// Addresses the public pages link to, keeping the content language.

/** A page link keeping the content language (the only other query a page keeps). */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams();
  const language = url.searchParams.get('translation_language');
  if (language) search.set('translation_language', language);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** A public URL of another page, with the content language carried over. */
export function withLanguage(href: string, url: URL): string {
  const language = url.searchParams.get('translation_language');
  return language ? `${href}?translation_language=${language}` : href;
}

export const pageNumber = (url: URL) => Number(url.searchParams.get('page') ?? '1');
