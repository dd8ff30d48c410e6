// Auto-paragraphs for description and excerpt output (docs/api.md §0.7),
// a simplified WordPress wpautop.
const BLOCK_START =
  /^<(p|div|ul|ol|li|h[1-6]|blockquote|pre|table|figure|hr|section|article)[\s>/]/i;

export function autop(text: string): string {
  if (!text.trim()) return '';
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      BLOCK_START.test(block) ? block : `<p>${block.replace(/\n/g, '<br />\n')}</p>`,
    )
    .join('\n')
    .trim();
}
