import { describe, expect, it } from 'vitest';
import { isWebAddress, withoutParagraphs } from './form-text';

describe('form text', () => {
  it('takes the auto-paragraphs off, keeping paragraph breaks', () => {
    expect(withoutParagraphs('<p>One</p>\n<p>Two</p>\n')).toBe('One\n\nTwo');
    expect(withoutParagraphs('')).toBe('');
  });
  it('knows a web address', () => {
    expect(isWebAddress('https://example.com')).toBe(true);
    expect(isWebAddress('example.com')).toBe(false);
    expect(isWebAddress('ftp://example.com')).toBe(false);
  });
});
