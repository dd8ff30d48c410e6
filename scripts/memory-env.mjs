// glibc's malloc settings for the server process (docs/performance.md
// "Memory"). By default glibc gives each thread that allocates an arena of
// its own, up to eight per core, and hands little of what they free back to
// the system: after a warm-up the server held about 210 MiB more outside the
// JavaScript heap than with two arenas (507 MiB against 292), memory no
// request was using, at no measurable cost in CPU time per request. glibc
// reads the variable when the process starts; a value the operator set is
// kept.
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2' };

/** `env` with the server's malloc settings wherever it has none of its own. */
export const withMallocEnv = (env) => ({ ...MALLOC_ENV, ...env });
