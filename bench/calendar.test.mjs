import { describe, expect, it } from 'vitest';
import { generator } from './calendar';

describe("the benchmark calendar's draws", () => {
  it('reach every venue of a million-event calendar, as a uniform draw would', () => {
    // A million events over 33,333 venues, 30 each on average: a uniform draw
    // leaves none empty (the odds of one are e^-30 each). Version 1's LCG,
    // rounded past 2^53, reached 12,591 of them.
    const { pick } = generator();
    const venues = Array.from({ length: 33_333 }, (_, index) => index);
    const events = new Array(venues.length).fill(0);
    for (let draw = 0; draw < 1_000_000; draw++) events[pick(venues)]++;
    expect(events.filter((count) => count === 0)).toHaveLength(0);
    expect(Math.max(...events)).toBeLessThan(70);
  });

  it('gives the same draws from run to run, and floats in [0, 1)', () => {
    const draws = (length) => Array.from({ length }, generator().random);
    const first = draws(1_000);
    expect(draws(1_000)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(first).size).toBe(1_000);
  });
});
