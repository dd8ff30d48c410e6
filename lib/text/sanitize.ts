// Text handling on write (docs/api.md §0.7), with a well-kept sanitiser.
import sanitizeHtml from 'sanitize-html';

/** `clean(text)`, or undefined for a field not sent (an update leaves it as stored, §4.1). */
export const cleanedIfSent = (text: string | undefined, clean: (text: string) => string) =>
  text === undefined ? undefined : clean(text);

/**
 * Titles and names: tags removed, trimmed, otherwise as given (no entity
 * escaping, so `Rock & Roll` stays). As WordPress's wp_strip_all_tags, script
 * and style elements go with their content.
 */
export function plainText(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim();
}

/** Venue and organizer fields (address, phone, email…): tags removed, whitespace collapsed. */
export function singleLine(value: string): string {
  return plainText(value).replace(/\s+/g, ' ').trim();
}

// Descriptions keep their HTML, without what could run script, navigate the
// page or embed another document (docs/security.md): those elements, on*
// attributes, and URLs whose scheme is not on the list. The parser decodes
// character references as a browser does before the scheme is checked, so
// `javascript&colon;` or `java&Tab;script:` are seen for what they are; a
// check on the raw text misses them (sanitize-html warns as much).
const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'cite',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'usemap',
  'ping',
  'codebase',
  'manifest',
];
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => REMOVED_WITH_CONTENT.includes(frame.tag),
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'ftp'],
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowVulnerableTags: true,
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => !/^on/i.test(name))),
    }),
  },
};

/**
 * Names the rules below: raise it whenever they remove more, and `npm start`
 * cleans what was stored under the old ones (lib/bootstrap/clean-stored-html.ts).
 */
export const RICH_TEXT_VERSION = '2';

export function richText(value: string): string {
  return sanitizeHtml(value, RICH_TEXT);
}
