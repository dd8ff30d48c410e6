// What a link preview (Open Graph, Twitter cards) shows of an item: a short
// text of its excerpt or description, and its image (docs/public-pages.md "Sharing").
import type { ImageObject } from '../media/serialize';
import { cutAtWord, htmlToText } from '../text/html-to-text';

/** Previews show two or three lines; the services cut longer text anyway. */
const PREVIEW_LENGTH = 200;

/** `item` is an event, venue or organizer as its single read serialises it. */
export function previewOf(serialized: object) {
  const item = serialized as Record<string, unknown>;
  const source = [item.excerpt, item.description].find((text) => typeof text === 'string' && text);
  const text = htmlToText(String(source ?? '')).replace(/\s+/g, ' ');
  return {
    description: cutAtWord(text, PREVIEW_LENGTH),
    image: (item.image as ImageObject | false | undefined) ?? false,
  };
}
