import { describe, expect, it } from 'vitest';
import { frameAncestors, parseEmbedOrigins } from './embed-origins';
import { validateSetting } from './validate';

describe('parseEmbedOrigins', () => {
  it('takes an IPv6 host and a port', () => {
    expect(parseEmbedOrigins('http://[::1]:8080 https://xn--caf-dma.example')).toEqual({
      origins: 'http://[::1]:8080 https://xn--caf-dma.example',
    });
  });

  it('keeps origins in their canonical spelling, once each', () => {
    expect(
      parseEmbedOrigins(
        'https://News.Example.org/ http://localhost:8080,\nhttps://news.example.org:443',
      ),
    ).toEqual({ origins: 'https://news.example.org http://localhost:8080' });
  });

  it('reads nothing as no site and a lone star as any', () => {
    expect(parseEmbedOrigins('  ')).toEqual({ origins: '' });
    expect(parseEmbedOrigins(' * ')).toEqual({ origins: '*' });
  });

  it('names the first entry that is not an origin', () => {
    for (const entry of [
      'https://a.example/calendar',
      'https://a.example//',
      'https://a.example?x=1',
      'https://a.example#top',
      'ftp://a.example',
      'a.example',
      'https://user@a.example',
      'https://*.example.org',
      // Would add a directive to the Content-Security-Policy header.
      'https://a.example;sandbox',
      'https://a.example%3B',
      "https://a.example'",
    ])
      expect(parseEmbedOrigins(`https://ok.example ${entry}`), entry).toEqual({ invalid: entry });
    // A star among origins would let every site in: it stands alone or not at all.
    expect(parseEmbedOrigins('* https://a.example')).toEqual({ invalid: '*' });
  });
});

describe('frameAncestors', () => {
  it("is 'none' when no site is allowed", () => {
    expect(frameAncestors('')).toBe("'none'");
    expect(frameAncestors('https://a.example')).toBe('https://a.example');
  });
});

describe('settings:set embed_origins', () => {
  it('stores the canonical list and names what it refuses', () => {
    expect(validateSetting('embed_origins', 'https://A.example:443/,http://b.example:8080')).toBe(
      'https://a.example http://b.example:8080',
    );
    expect(() => validateSetting('embed_origins', 'https://a.example/path')).toThrow(
      /embed_origins must be origins .* \(got "https:\/\/a.example\/path"\)/,
    );
  });
});
