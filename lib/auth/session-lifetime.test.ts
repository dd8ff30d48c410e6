import { describe, expect, it } from 'vitest';
import { needsRefresh, SESSION_IDLE_MS, SESSION_MAX_MS, sessionExpiry } from './session-lifetime';

const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
const HOUR = 60 * 60 * 1000;

describe('sessionExpiry', () => {
  it('ends a fresh session after the idle time', () =>
    expect(sessionExpiry(at(0), at(0))).toEqual(at(SESSION_IDLE_MS)));
  it('slides forward with use', () =>
    expect(sessionExpiry(at(0), at(5 * 24 * HOUR))).toEqual(at(5 * 24 * HOUR + SESSION_IDLE_MS)));
  it('never passes the absolute limit from sign-in', () =>
    expect(sessionExpiry(at(0), at(SESSION_MAX_MS - HOUR))).toEqual(at(SESSION_MAX_MS)));
});

describe('needsRefresh', () => {
  it('writes at most once an hour', () => {
    expect(needsRefresh(at(0), at(HOUR - 1))).toBe(false);
    expect(needsRefresh(at(0), at(HOUR))).toBe(true);
  });
});
