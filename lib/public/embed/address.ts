// The embeddable calendar's addresses (docs/public-pages.md "Embedding"): a
// view's address with /embed in front, e.g. /embed/events/month/2026-12/.

export const EMBED_PREFIX = '/embed';

/** Whether an address is an embed's, which other sites may frame. */
export const isEmbedAddress = (url: URL) =>
  url.pathname === EMBED_PREFIX || url.pathname.startsWith(`${EMBED_PREFIX}/`);

/** The same view's address on the site itself, its query kept. */
export function fullPageAddress(url: URL): URL {
  const full = new URL(url);
  if (isEmbedAddress(url)) full.pathname = url.pathname.slice(EMBED_PREFIX.length) || '/';
  return full;
}
