import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site';

const request = (headers: Record<string, string>) =>
  new Request('http://calendar.example/api/session', { method: 'POST', headers });

describe('isCrossSiteRequest', () => {
  it('lets through clients that are not browsers (no Origin, no Sec-Fetch-Site)', () =>
    expect(isCrossSiteRequest(request({}))).toBe(false));
  it('lets through the site’s own pages', () => {
    expect(isCrossSiteRequest(request({ origin: 'http://calendar.example' }))).toBe(false);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });
  it('compares the Origin with the host the client used, behind a proxy too', () =>
    expect(
      isCrossSiteRequest(
        new Request('http://app:3000/api/session', {
          method: 'POST',
          headers: { origin: 'https://calendar.example', 'x-forwarded-host': 'calendar.example' },
        }),
      ),
    ).toBe(false));
  it.each([
    [{ origin: 'http://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' }],
  ])('refuses %j', (headers) => expect(isCrossSiteRequest(request(headers))).toBe(true));
});
