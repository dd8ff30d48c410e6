// The server's Node arguments (scripts/memory-env.mjs): V8's young generation
// starts at 16 MB a semi-space (V8's ceiling on 64-bit hosts), and an
// operator's own sizing in NODE_OPTIONS is left alone.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serveProcess, serverNodeArgs } from './memory-env.mjs';

/** The young generation's size, in MiB, of a Node process started with `args`, without NODE_OPTIONS. */
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
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout);
}

describe('serverNodeArgs', () => {
  it('starts the young generation at 16 MB where V8 would start it smaller', () => {
    const byDefault = youngGenerationMiB([]);
    expect(byDefault).toBeGreaterThan(0);
    expect(byDefault).toBeLessThan(16);
    expect(youngGenerationMiB(serverNodeArgs({}))).toBeGreaterThanOrEqual(16);
  });

  it("leaves the young generation to the operator's NODE_OPTIONS when they size it", () => {
    expect(serverNodeArgs({})).toEqual(['--min-semi-space-size=16']);
    expect(serverNodeArgs({ NODE_OPTIONS: '--enable-source-maps' })).toEqual([
      '--min-semi-space-size=16',
    ]);
    expect(serverNodeArgs({ NODE_OPTIONS: '--max-semi-space-size=64' })).toEqual([]);
    expect(serverNodeArgs({ NODE_OPTIONS: '--max_semi_space_size=64' })).toEqual([]);
  });
});

describe('serveProcess', () => {
  it('starts scripts/serve.mjs in production with the young generation held and two malloc arenas', () => {
    const serve = serveProcess({ PORT: '4000', NODE_ENV: 'development' });
    expect(serve.args).toEqual(['--min-semi-space-size=16', 'scripts/serve.mjs']);
    expect(serve.env).toMatchObject({
      PORT: '4000',
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it("keeps the operator's malloc and young-generation settings", () => {
    const serve = serveProcess({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-semi-space-size=32' });
    expect(serve.args).toEqual(['scripts/serve.mjs']);
    expect(serve.env.MALLOC_ARENA_MAX).toBe('4');
  });
});
