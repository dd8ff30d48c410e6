// schema.org data on single reads (rest-behaviour §1.9).
import { plainText } from '../text/sanitize';

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
