// Slugs as docs/api.md §0.7 rule 1 describes (modelled on WordPress).
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  þ: 'th',
  Þ: 'th',
};

export function slugify(text: string): string {
  const withoutTags = text.replace(/<[^>]*>/g, '');
  const ascii = withoutTags
    .replace(/[ßæÆœŒøØłŁđĐþÞ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const encoded = Array.from(ascii.toLowerCase().replace(/\./g, '-'))
    .map((char) => (/[\x00-\x7f]/.test(char) ? char : encodeURIComponent(char).toLowerCase()))
    .join('');
  return encoded
    .replace(/[^a-z0-9_\-% \t\n\r]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 200);
}
