// Text inside XML or HTML markup built by hand (the sitemap): the five
// characters that could end a value or start a tag, as entities.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
