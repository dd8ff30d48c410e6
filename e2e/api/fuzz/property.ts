// How the fuzz properties run and report: a fixed seed, a number of runs
// that FUZZ_RUNS scales, and one line per property saying how many requests
// it sent.
import fc from 'fast-check';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Runs of a property: `share` at the default 300, scaled with FUZZ_RUNS for a longer run. */
export const runsOf = (share: number) =>
  Math.max(1, Math.round((share * Number(process.env.FUZZ_RUNS ?? 300)) / 300));

export function reportCount(property: string, requests: number, extra = '') {
  console.log(`fuzz ${property}: ${requests} requests (seed ${SEED})${extra ? `; ${extra}` : ''}`);
}

const SHOWN = 6;
const plain = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\x1b\[[0-9;]*m/g, '');

/**
 * `check` on `runs` generated inputs, every one of them: a failure is
 * collected rather than ending the run, so that the report says how many
 * inputs of a class fail and shows several, not only the first.
 */
export async function assertEvery<T>(
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  check: (value: T) => Promise<void>,
) {
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      try {
        await check(value);
      } catch (error) {
        failures.push(plain(error));
      }
    }),
    { seed: SEED, numRuns: runs },
  );
  if (failures.length === 0) return;
  const shown = failures.slice(0, SHOWN).join('\n\n');
  throw new Error(
    `${failures.length} of ${runs} inputs failed (seed ${SEED}); the first ${Math.min(SHOWN, failures.length)}:\n\n${shown}`,
  );
}
