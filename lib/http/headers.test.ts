import { describe, expect, it } from 'vitest';
import { baseUrlOf } from './headers';

const requestWith = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/calendar/events/v1/events', { headers });

describe('baseUrlOf ({base_url}, docs/api.md §0.1)', () => {
  it.each([
    [{ host: 'calendar.example.org' }, 'http://calendar.example.org'],
    [
      { host: 'internal:3000', 'x-forwarded-host': 'calendar.example.org:8443' },
      'http://calendar.example.org:8443',
    ],
    [
      { 'x-forwarded-proto': 'HTTPS', 'x-forwarded-host': 'a.example, b.example' },
      'https://a.example',
    ],
    [{ 'x-forwarded-host': '[::1]:8080' }, 'http://[::1]:8080'],
  ])('honours a forwarded host and scheme: %j', (headers, baseUrl) =>
    expect(baseUrlOf(requestWith(headers))).toBe(baseUrl),
  );

  it.each([
    '<script>alert(1)</script>',
    'evil.example/path',
    'user@evil.example',
    'a b',
    '"quoted"',
    'evil.example:99999999',
    'x'.repeat(300),
    'évil.example',
    '',
  ])('falls back to the Host header when the forwarded host is %j', (forwarded) => {
    const headers = { host: 'calendar.example.org', 'x-forwarded-host': forwarded };
    expect(baseUrlOf(requestWith(headers))).toBe('http://calendar.example.org');
  });

  it('falls back to the address reached when no header holds a host', () => {
    const headers = { host: '<b>', 'x-forwarded-host': 'javascript:alert(1)' };
    expect(baseUrlOf(requestWith(headers))).toBe('http://127.0.0.1:3000');
  });

  it.each(['javascript', 'https://x', 'ftp', '<b>'])(
    'keeps the request scheme when X-Forwarded-Proto is %j',
    (proto) => {
      const headers = { host: 'calendar.example.org', 'x-forwarded-proto': proto };
      expect(baseUrlOf(requestWith(headers))).toBe('http://calendar.example.org');
    },
  );
});
