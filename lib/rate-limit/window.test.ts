import { describe, expect, it } from 'vitest';
import { currentWindow, secondsLeft } from './window';

describe('fixed rate-limit windows', () => {
  it('aligns windows to the epoch, so every node agrees on them', () => {
    expect(currentWindow(900, 1_000_000_123)).toEqual({ start: 999_900, seconds: 900 });
    expect(currentWindow(900, 999_900_000)).toEqual({ start: 999_900, seconds: 900 });
  });
  it('gives Retry-After as the whole seconds until the window closes, at least 1', () => {
    const window = { start: 999_900, seconds: 900 };
    expect(secondsLeft(window, 999_900_000)).toBe(900);
    expect(secondsLeft(window, 1_000_799_001)).toBe(1);
    expect(secondsLeft(window, 1_000_800_000)).toBe(1);
  });
});
