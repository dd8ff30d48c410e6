// A tagged template for the public pages' HTML (named `markup`, which
// Prettier does not reformat): interpolated values are escaped unless they
// are already `Html` (a fragment built the same way, or a description the
// API stores sanitised, docs/api.md §0.7).
import { richText } from '../text/sanitize';

export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function markup(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, text, index) => out + render(parts[index - 1]) + text, ''));
}

/**
 * A stored description, sanitised again as it is inserted: it was cleaned on
 * write, but a row written before a sanitiser fix must be as safe as a new
 * one. The page is built once per content change (the answer cache), so this
 * costs little.
 */
export const storedHtml = (markup: string) => new Html(richText(markup));

/** JSON-LD inside <script>: `<` escaped so no value can close the element. */
export const jsonLdScript = (data: unknown) =>
  new Html(
    `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
  );
