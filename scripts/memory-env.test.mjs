// The server's Node arguments (scripts/memory-env.mjs): V8's young generation
// starts at its full 16 MB a semi-space and the operator's own sizing wins.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from './memory-env.mjs';

/** The young generation's size, in MiB, of a Node process started with `args` (and no NODE_OPTIONS). */
function youngGenerationMiB(args) {
  const run = spawnSync(
    process.execPath,
    [
      ...args,
      '-e',
      `const v8 = require('node:v8');
       const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
       console.log(space.space_size / 2 ** 20);`,
    ],
    { env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' },
  );
  return Number(run.stdout);
}

describe('serverNodeArgs', () => {
  it('starts the young generation at 16 MB where V8 would start it at 1', () => {
    expect(youngGenerationMiB([])).toBeLessThan(16);
    expect(youngGenerationMiB(serverNodeArgs({}))).toBeGreaterThanOrEqual(16);
  });

  it("keeps the operator's sizing from NODE_OPTIONS", () => {
    expect(serverNodeArgs({ NODE_OPTIONS: '--max-semi-space-size=4' })).toEqual([]);
    expect(serverNodeArgs({ NODE_OPTIONS: '--enable-source-maps' })).toEqual(serverNodeArgs({}));
  });
});
