// The server refuses a budget the app would refuse (lib/answer-cache-budget.mjs),
// before it builds anything: the check runs ahead of Next.js's preparation.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('scripts/serve.mjs', () => {
  it('does not start on an invalid CALENDAR_ANSWER_CACHE_MB, and says why', () => {
    const run = spawnSync(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, CALENDAR_ANSWER_CACHE_MB: 'lots', PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'CALENDAR_ANSWER_CACHE_MB: must be a whole number of MiB (0 keeps no answers)',
    );
  });
});
