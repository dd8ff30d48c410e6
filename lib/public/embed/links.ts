// The links of an embedded page (docs/public-pages.md "Embedding"). The page
// says <base target="_top">, so a link opens in the visitor's window, out of
// the frame; a link or form to a view the embed also shows is sent to its
// /embed/ address instead and kept in the frame (target="_self"), its query
// (the content language, the filters, the page) as it was. React writes
// every attribute as name="value" with <, >, " and & escaped, so a tag ends
// at the first ">" and an href at the first quote.
import { EMBED_PREFIX } from './address';

/** Whether a site path (/events/month/2026-12/) is a view an embed shows. */
export type IsEmbeddable = (path: string) => boolean;

const TAG = /<(a|form)\b([^>]*)>/g;

export function keepViewsInFrame(html: string, isEmbeddable: IsEmbeddable) {
  return html.replace(TAG, (tag, name: string, attributes: string) => {
    const attribute = name === 'a' ? 'href' : 'action';
    const match = new RegExp(`\\s${attribute}="([^"]*)"`).exec(attributes);
    // A form without an action submits to the page's own address: the frame's.
    if (!match) return name === 'form' ? inFrame(tag) : tag;
    // The views link to each other by path; a full address (an event's, the site's) leaves.
    const address = match[1]!;
    if (!address.startsWith('/') || address.startsWith('//')) return tag;
    const path = address.split(/[?#]/, 1)[0]!;
    if (path === EMBED_PREFIX || path.startsWith(`${EMBED_PREFIX}/`)) return inFrame(tag);
    if (!isEmbeddable(path)) return tag;
    // A function, so that `$` in an address is written as it is, never read as a pattern.
    return inFrame(tag.replace(match[0], () => ` ${attribute}="${EMBED_PREFIX}${address}"`));
  });
}

const inFrame = (tag: string) =>
  /\starget="/.test(tag) ? tag : tag.replace(/^<(a|form)\b/, '<$1 target="_self"');
