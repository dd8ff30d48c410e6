// What `bench/calendar.ts` seeds that the benchmark's plain-Node scripts need
// to know too: its version and the title it searches for.
//
// The version is bumped with any change to the calendar it writes, so that a
// calendar kept by `--keep` is seeded again rather than measured as if it were
// the new one (docs/performance.md).
// 2: draws from xoroshiro128+ (128 bits of state); version 1's LCG lost its
// low bits past 2^53, which left most venues of a large calendar without events.
// 3: three events titled RARE_TITLE in any calendar of ten or more, for the
// benchmark's search for one event by its name.
export const CALENDAR_CONTENT_VERSION = 3;

/**
 * The title of RARE_TITLE_EVENTS events in a calendar of ten or more, none
 * of whose words another title uses: a visitor's search for one event by its
 * name answers as many events at a million as at 10,000 (docs/performance.md
 * "A million events").
 */
export const RARE_TITLE = 'Harbour Lantern Regatta';
export const RARE_TITLE_EVENTS = 3;
