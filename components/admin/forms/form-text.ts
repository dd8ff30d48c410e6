// Text as the API answers it and as a form edits it, shared by every editor.

// The API answers HTML with auto-paragraphs (docs/api.md §0.7); an editor
// edits the text inside them, and the server adds them again.
export function withoutParagraphs(html: string): string {
  return html
    .replace(/^<p>/, '')
    .replace(/<\/p>\s*$/, '')
    .replace(/<\/p>\s*<p>/g, '\n\n');
}

export function isWebAddress(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}
