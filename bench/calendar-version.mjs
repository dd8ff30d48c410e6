// The version of what `bench/calendar.ts` seeds. Bumped with any change to the
// calendar it writes, so that a calendar kept by `--keep` is seeded again
// rather than measured as if it were the new one (docs/performance.md).
// 2: draws from xoroshiro128+ (128 bits of state); version 1's LCG lost its
// low bits past 2^53, which left most venues of a large calendar without events.
export const CALENDAR_CONTENT_VERSION = 2;
