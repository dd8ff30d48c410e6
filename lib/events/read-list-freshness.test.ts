// How long an events list may be reused (README "Answer cache"): the default
// window is whole days in the site zone, so it holds until the site's next
// midnight; a relative date moves with the clock and is never kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEventListQuery } from './schema-list';

const reusableUntil = (params: Record<string, string>, zone = 'America/New_York') =>
  readEventListQuery(params, null, zone, { byDefault: 10 }).reusableUntil;

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('events list: until when the same request selects the same events', () => {
  it('the default window holds until the next midnight in the site zone', () => {
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    expect(reusableUntil({})).toBe(Date.parse('2026-11-24T05:00:00Z'));
    expect(reusableUntil({}, 'Asia/Tokyo')).toBe(Date.parse('2026-11-24T15:00:00Z'));
  });

  it('one millisecond before that midnight, the window still ends there; after it, the next', () => {
    vi.setSystemTime(new Date(Date.parse('2026-11-24T05:00:00Z') - 1));
    expect(reusableUntil({})).toBe(Date.parse('2026-11-24T05:00:00Z'));
    vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
    expect(reusableUntil({})).toBe(Date.parse('2026-11-25T05:00:00Z'));
  });

  it('a midnight after a change of offset is found in local time', () => {
    // New York leaves daylight saving time on 2026-11-01: that day has 25 hours.
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    expect(reusableUntil({})).toBe(Date.parse('2026-11-02T05:00:00Z'));
  });

  it('absolute dates on both edges read no clock', () => {
    expect(reusableUntil({ start_date: '2026-01-01', end_date: '2027-01-01 10:00' })).toBe(
      Infinity,
    );
    expect(reusableUntil({ include: '5' })).toBe(Infinity);
  });

  it('one absolute edge keeps the other default edge, and its midnight', () => {
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    expect(reusableUntil({ start_date: '2026-01-01' })).toBe(Date.parse('2026-11-24T05:00:00Z'));
  });

  it('a relative date or a strict default window is never kept', () => {
    expect(reusableUntil({ start_date: 'tomorrow', end_date: '2030-01-01' })).toBeUndefined();
    expect(reusableUntil({ ends_after: 'now' })).toBeUndefined();
    expect(reusableUntil({ strict_dates: 'true' })).toBeUndefined();
  });
});
