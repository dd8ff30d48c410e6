// Addresses the public pages link to, keeping the content language.

/** Another page of the same list: its filters and content language kept. */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams(
    [...url.searchParams].filter(([name, value]) => name !== 'page' && value !== ''),
  );
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
