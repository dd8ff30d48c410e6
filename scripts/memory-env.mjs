// The server process's memory settings (docs/performance.md "Memory" and "A
// replay's tail"), one place for every script that starts it.
//
// glibc's malloc: by default glibc gives each thread that allocates an arena
// of its own, up to eight per core, and hands little of what they free back
// to the system: after a warm-up the server held about 210 MiB more outside
// the JavaScript heap than with two arenas (507 MiB against 292), memory no
// request was using, at no measurable cost in CPU time per request. glibc
// reads the variable when the process starts; a value the operator set is
// kept.
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2' };

/** `env` with the server's malloc settings wherever it has none of its own. */
export const withMallocEnv = (env) => ({ ...MALLOC_ENV, ...env });

// V8's young generation: it grows to 16 MB a semi-space under load, but V8
// shrinks it back to 1 MB once the server has been quiet for a while, and
// rarely grows it again under replays, whose garbage dies young. At 1 MB it
// collected every hundred or so replays, 0.4 ms each time: one replay in a
// hundred paid it, the whole p99. Held at 16 MB, a collection comes every
// thousand replays, as under load.
const YOUNG_GENERATION_FLAG = '--min-semi-space-size=16';

/** Node's arguments before the server's script: the young generation's floor, unless the operator sized it in NODE_OPTIONS. */
export const serverNodeArgs = (env) =>
  /semi-space/.test(env.NODE_OPTIONS ?? '') ? [] : [YOUNG_GENERATION_FLAG];
