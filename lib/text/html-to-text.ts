// A stored description as plain text, for places that cannot show HTML: an
// iCalendar DESCRIPTION, the details of an "add to calendar" link.
import { plainText } from './sanitize';

/** Block-level ends become line breaks before the tags go, and the common entities are decoded. */
export function htmlToText(htmlText: string): string {
  const text = plainText(
    htmlText.replace(/<br\s*\/?>\s*/gi, '\n').replace(/<\/(p|div|li|h\d|blockquote)>\s*/gi, '\n\n'),
  );
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `text` cut at the last word that fits in `limit` characters, with an ellipsis when cut. */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`;
}
