// Addresses the public pages link to, keeping the content language (and a
// view's filters on its own pages).
import { VIEW_ADDRESS_PARAMS } from './views/filters';

/** Another page of the same list: a view's filters and the content language kept, nothing else. */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams();
  for (const name of [...VIEW_ADDRESS_PARAMS, 'translation_language']) {
    const value = url.searchParams.getAll(name).at(-1);
    if (value) search.set(name, value);
  }
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
