// The server process's memory settings (docs/performance.md "Memory" and "The
// young generation after a quiet spell"), one place for every script that
// starts it.
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

// V8's young generation: load grows it to 16 MB a semi-space, V8's ceiling,
// but once the server has been quiet for a while V8's memory reducer shrinks
// it, and replays, whose garbage dies young, did not grow it again. Shrunk,
// it was collected every hundred or so replays, 0.4 ms each time: one replay
// in a hundred paid it, the whole p99. Held at 16 MB, a collection comes
// every thousand replays or more, as under load.
const YOUNG_GENERATION_FLAG = '--min-semi-space-size=16';

/**
 * Node's arguments before the server's script. Node refuses a minimum in
 * NODE_OPTIONS; an operator who sets a maximum there (`--max-semi-space-size`)
 * gets V8's own behaviour with it, shrinking included.
 */
export const serverNodeArgs = (env) =>
  /semi[-_]space/.test(env.NODE_OPTIONS ?? '') ? [] : [YOUNG_GENERATION_FLAG];

/**
 * The production server as every script starts it (`spawn(process.execPath,
 * args, { env })`, from the project root): scripts/serve.mjs with these
 * settings, in production mode.
 */
export function serveProcess(env) {
  const serverEnv = withMallocEnv({ ...env, NODE_ENV: 'production' });
  return { args: [...serverNodeArgs(serverEnv), 'scripts/serve.mjs'], env: serverEnv };
}
