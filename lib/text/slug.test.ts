import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (docs/api.md §0.7)', () => {
  it('lower-cases and drops punctuation', () => {
    expect(slugify('An Event!')).toBe('an-event');
  });
  it('removes accents and expands special letters', () => {
    expect(slugify('Élysée Palace')).toBe('elysee-palace');
    expect(slugify('Straße Œuvre')).toBe('strasse-oeuvre');
  });
  it('turns dots into dashes and collapses runs of dashes and spaces', () => {
    expect(slugify('v1.2  --  launch')).toBe('v1-2-launch');
  });
  it('removes HTML tags', () => {
    expect(slugify('<b>Bold</b> move')).toBe('bold-move');
  });
  it('percent-encodes letters that have no ASCII form', () => {
    expect(slugify('東京 live')).toBe('%e6%9d%b1%e4%ba%ac-live');
  });
  it('gives an empty string when nothing is left', () => {
    expect(slugify('!!!')).toBe('');
  });
  it('cuts to 200 characters', () => {
    expect(slugify('a'.repeat(250))).toHaveLength(200);
  });
});
