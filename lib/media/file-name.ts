// Media file names (docs/api.md §1.7): `jazz.jpg` for the original and
// `jazz-300x169.jpg` for a rendition, from the last path segment of the URL the
// image came from. Names are plain ASCII so that file URLs need no escaping.
const DEFAULT_NAME = 'image';
const MAX_LENGTH = 100;

/** The name without extension of an image given by URL: its last path segment, percent-decoded, as cleanFileBaseName makes it. */
export function fileBaseName(url: string): string {
  const segment = URL.parse(url)?.pathname.split('/').at(-1) ?? '';
  return cleanFileBaseName(decodeSegment(segment));
}

/** A file name without its extension, accents dropped, lower case, anything but letters, digits, `_` and `-` turned into `-`; `image` when nothing is left. */
export function cleanFileBaseName(fileName: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return name || DEFAULT_NAME;
}

export const originalFileName = (base: string, extension: string) => `${base}.${extension}`;

export const renditionFileName = (
  base: string,
  size: { width: number; height: number },
  extension: string,
) => `${base}-${size.width}x${size.height}.${extension}`;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
