// schema.org data on single reads (docs/api.md §1.9).
import type { Language } from '../i18n/languages';
import { serializeImage, type ImageRow } from '../media/serialize';
import { plainText } from '../text/sanitize';
import { translated } from './serialize';

const DESCRIPTION_WORDS = 55;

const wordsOf = (html: string) => plainText(html).split(/\s+/).filter(Boolean);

/** The plain-text excerpt, else the description's first 55 words, `…` when cut. */
export function jsonLdDescription(excerpt: string, description: string): string {
  const excerptWords = wordsOf(excerpt);
  if (excerptWords.length > 0) return excerptWords.join(' ');
  const words = wordsOf(description);
  if (words.length <= DESCRIPTION_WORDS) return words.join(' ');
  return `${words.slice(0, DESCRIPTION_WORDS).join(' ')}…`;
}

// A type, not an interface, so that it stays assignable to translated()'s record.
type DescribedPost = { name: string; description: string; excerpt: string };

/** `name` and `description` of a venue's Place or an organizer's Person, in the effective language. */
export function jsonLdNameAndDescription(post: DescribedPost, language: Language) {
  const text = (field: keyof DescribedPost) => translated(post, field, language);
  return {
    name: text('name'),
    description: jsonLdDescription(text('excerpt'), text('description')),
  };
}

/** `image`: the full image's URL, only when there is an image (§1.9). */
export function jsonLdImage(image: ImageRow | null, baseUrl: string): { image?: string } {
  const serialized = serializeImage(image, baseUrl);
  return serialized ? { image: serialized.url } : {};
}
