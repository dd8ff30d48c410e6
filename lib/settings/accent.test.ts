import { describe, expect, it } from 'vitest';
import { contrastWithWhite } from './accent';

describe('contrast with white', () => {
  it('matches the WCAG 2 figures', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // The default accent, and a yellow no one could read on white.
    expect(contrastWithWhite('#1d4ed8')).toBeCloseTo(6.7, 1);
    expect(contrastWithWhite('#ffd700')).toBeLessThan(1.5);
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
  });
});
