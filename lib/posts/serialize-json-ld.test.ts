import { describe, expect, it } from 'vitest';
import { jsonLdDescription } from './serialize-json-ld';

describe('jsonLdDescription (docs/api.md §1.9)', () => {
  it('prefers the excerpt, without tags', () => {
    expect(jsonLdDescription('<p>Live jazz <b>downtown</b>.</p>', 'Long text')).toBe(
      'Live jazz downtown.',
    );
  });

  it('falls back to the description with tags removed', () => {
    expect(jsonLdDescription('', '<p>A small club\n\nwith a big sound.</p>')).toBe(
      'A small club with a big sound.',
    );
  });

  it('cuts the description after 55 words with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `w${index}`);
    const expected = `${words.slice(0, 55).join(' ')}…`;
    expect(jsonLdDescription('', words.join(' '))).toBe(expected);
    expect(jsonLdDescription('', words.slice(0, 55).join(' '))).toBe(words.slice(0, 55).join(' '));
  });

  it('is empty when both are empty', () => {
    expect(jsonLdDescription('', '')).toBe('');
  });
});
