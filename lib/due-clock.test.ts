import { afterEach, expect, it, vi } from 'vitest';
import { DueClock } from './due-clock';

afterEach(() => vi.useRealTimers());

it('gives the work to one caller per interval, and again at once when asked', () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const clock = new DueClock(1000);
  expect(clock.isDue()).toBe(true);
  expect([clock.claim(), clock.claim()]).toEqual([true, false]);
  expect(clock.isDue()).toBe(false);
  vi.advanceTimersByTime(999);
  expect([clock.isDue(), clock.claim()]).toEqual([false, false]);
  vi.advanceTimersByTime(1);
  expect([clock.isDue(), clock.claim(), clock.claim()]).toEqual([true, true, false]);
  clock.dueAgain();
  expect([clock.isDue(), clock.claim(), clock.isDue()]).toEqual([true, true, false]);
});
