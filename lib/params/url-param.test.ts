import { describe, expect, it } from 'vitest';
import { websiteParam } from './url-param';

describe('websiteParam (docs/api.md §4.3)', () => {
  it.each(['http://example.com', 'https://one.com/path?q=1', 'ftp://files.example.org'])(
    'accepts %s as given',
    (value) => {
      expect(websiteParam('website', value)).toBe(value);
    },
  );

  it('accepts "" (clears) and missing values', () => {
    expect(websiteParam('website', '')).toBe('');
    expect(websiteParam('website', undefined)).toBeUndefined();
    expect(websiteParam('website', null)).toBeUndefined();
  });

  it.each([
    'foo',
    'example.com',
    'http://',
    'mailto:someone@example.com',
    ' http://x.com',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(() => websiteParam('website', value)).toThrow(
      expect.objectContaining({ code: 'rest_invalid_param' }),
    );
  });

  it('refuses a JSON number', () => {
    expect(() => websiteParam('website', 12)).toThrow(
      expect.objectContaining({ code: 'rest_invalid_param' }),
    );
  });
});
