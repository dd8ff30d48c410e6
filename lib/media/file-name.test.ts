import { describe, expect, it } from 'vitest';
import { fileBaseName, originalFileName, renditionFileName } from './file-name';

describe('fileBaseName', () => {
  it.each([
    ['https://example.org/images/jazz.jpg', 'jazz'],
    ['https://example.org/images/Jazz%20Night.PNG?size=large#top', 'jazz-night'],
    ['https://example.org/caf%C3%A9-cr%C3%A8me.webp', 'cafe-creme'],
    ['https://example.org/a/b/photo.final.jpeg', 'photo-final'],
    ['https://example.org/no-extension', 'no-extension'],
    ['https://example.org/--weird__name!!.gif', 'weird__name'],
    ['https://example.org/%E2%9C%93%E2%9C%93.png', 'image'],
    ['https://example.org/', 'image'],
    ['https://example.org', 'image'],
    ['https://example.org/.png', 'image'],
    ['https://example.org/bad%E0%A4%A.png', 'bad-e0-a4-a'],
    ['https://example.org/../../etc/passwd', 'passwd'],
    ['not a url', 'image'],
  ])('%s → %s', (url, name) => {
    expect(fileBaseName(url)).toBe(name);
  });

  it('keeps names short', () => {
    expect(fileBaseName(`https://example.org/${'a'.repeat(300)}.jpg`)).toHaveLength(100);
  });
});

describe('file names', () => {
  it('names the original and its renditions', () => {
    expect(originalFileName('jazz', 'jpg')).toBe('jazz.jpg');
    expect(renditionFileName('jazz', { width: 300, height: 169 }, 'jpg')).toBe('jazz-300x169.jpg');
  });
});
