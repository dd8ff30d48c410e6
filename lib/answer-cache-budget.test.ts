// CALENDAR_ANSWER_CACHE_MB as both the app (lib/env.ts) and the server
// (scripts/serve.mjs) read it: one parse, so they keep the same budget.
import { describe, expect, it } from 'vitest';
import { parseAnswerCacheMegabytes } from './answer-cache-budget.mjs';

describe('parseAnswerCacheMegabytes', () => {
  it('reads a whole number of MiB', () => {
    expect(parseAnswerCacheMegabytes('12')).toEqual({ megabytes: 12 });
    expect(parseAnswerCacheMegabytes('65536')).toEqual({ megabytes: 65_536 });
  });

  it('keeps 48 MiB when the variable is unset', () => {
    expect(parseAnswerCacheMegabytes(undefined)).toEqual({ megabytes: 48 });
  });

  it('accepts 0, which keeps no answers', () => {
    expect(parseAnswerCacheMegabytes('0')).toEqual({ megabytes: 0 });
  });

  it('refuses what is not a whole number of MiB, or more than 64 GiB', () => {
    for (const wrong of ['', ' 12', '-1', '1.5', '1e3', 'lots', '0x10']) {
      expect(parseAnswerCacheMegabytes(wrong), wrong).toEqual({
        error: 'must be a whole number of MiB (0 keeps no answers)',
      });
    }
    expect(parseAnswerCacheMegabytes('65537')).toEqual({ error: 'must be at most 65536 MiB' });
  });
});
