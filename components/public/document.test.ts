import { describe, expect, it } from 'vitest';
import { addressIn } from './document';

describe("a page's address in a language", () => {
  const base = 'https://calendar.example';
  it('keeps the path and a page number past the first, and drops every other parameter', () => {
    const url = new URL(`${base}/venue/hall/?page=3&utm_source=mail&translation_language=fr`);
    expect(addressIn(base, url, 'en')).toBe(`${base}/venue/hall/?page=3`);
    expect(addressIn(base, url, 'es')).toBe(`${base}/venue/hall/?page=3&translation_language=es`);
    expect(addressIn('', new URL(`${base}/?page=1`), 'fr')).toBe('/?translation_language=fr');
    // The address without its trailing slash names the same page.
    expect(addressIn(base, new URL(`${base}/event/gala`), 'en')).toBe(`${base}/event/gala/`);
  });
});
