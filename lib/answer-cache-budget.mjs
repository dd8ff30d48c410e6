// CALENDAR_ANSWER_CACHE_MB (docs/operations.md, "Configuration"): the MiB of
// answers each process keeps. The app's answer cache (lib/env.ts) and the
// server's front door (scripts/serve.mjs) both read it, so it is parsed here
// once and the two can never hold different budgets; plain JavaScript, as the
// server is.

export const ANSWER_CACHE_VARIABLE = 'CALENDAR_ANSWER_CACHE_MB';
const DEFAULT_MEGABYTES = 48;
const MAX_MEGABYTES = 65_536;

/** The budget `text` asks for, in MiB (unset: 48; 0 keeps none), or why it is refused. */
export function parseAnswerCacheMegabytes(text) {
  if (text === undefined) return { megabytes: DEFAULT_MEGABYTES };
  if (!/^\d+$/.test(text)) return { error: 'must be a whole number of MiB (0 keeps no answers)' };
  const megabytes = Number(text);
  if (megabytes > MAX_MEGABYTES) return { error: `must be at most ${MAX_MEGABYTES} MiB` };
  return { megabytes };
}
