import { describe, expect, it } from 'vitest';
import { mediaFileUrl, parseMediaFileUrl } from './urls';

const BASE_URL = 'https://calendar.example.org';

describe('media file URLs', () => {
  it('builds and reads back a file URL', () => {
    const url = mediaFileUrl(BASE_URL, 42, 'jazz-300x169.jpg');
    expect(url).toBe(`${BASE_URL}/media/42/jazz-300x169.jpg`);
    expect(parseMediaFileUrl(new URL(url), BASE_URL)).toEqual({
      id: 42,
      fileName: 'jazz-300x169.jpg',
    });
  });

  it('reads the host case-insensitively and a default port as absent', () => {
    expect(
      parseMediaFileUrl(new URL('HTTPS://Calendar.Example.org:443/media/1/a.png'), BASE_URL),
    ).toEqual({ id: 1, fileName: 'a.png' });
  });

  it.each([
    'https://other.example.org/media/42/jazz.jpg',
    'http://calendar.example.org/media/42/jazz.jpg',
    'https://calendar.example.org:8443/media/42/jazz.jpg',
    'https://calendar.example.org/media/42/jazz.jpg?x=1',
    'https://calendar.example.org/media/42/jazz.jpg#top',
    'https://calendar.example.org/media/42/',
    'https://calendar.example.org/media/abc/jazz.jpg',
    'https://calendar.example.org/media/42/a/jazz.jpg',
    'https://calendar.example.org/fr/media/42/jazz.jpg',
    'https://calendar.example.org/media/42/%E0%A4%A',
  ])('does not take %s for one of this site’s files', (url) => {
    expect(parseMediaFileUrl(new URL(url), BASE_URL)).toBeNull();
  });
});
