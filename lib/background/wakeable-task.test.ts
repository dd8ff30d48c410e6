// The background task's promise (lib/background/wakeable-task.ts): one run at
// a time, and a wake during a run is not lost.
import { describe, expect, it } from 'vitest';
import { wakeableTask } from './wakeable-task';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('wakeableTask', () => {
  it('runs once at a time, and once more after a run that was woken meanwhile', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const releases: Array<() => void> = [];
    const task = wakeableTask(
      `test ${Math.random()}`,
      async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      },
      60_000,
    );
    task.wake();
    task.wake();
    task.wake();
    await tick();
    expect(runs).toBe(1);
    releases.shift()!();
    await tick();
    // The two wakes during the first run make one more run, not two.
    expect(runs).toBe(2);
    releases.shift()!();
    await tick();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('keeps going after a run that throws', async () => {
    let runs = 0;
    const task = wakeableTask(
      `test ${Math.random()}`,
      async () => {
        runs += 1;
        throw new Error('a busy database');
      },
      60_000,
    );
    const logged = console.error;
    console.error = () => {};
    try {
      task.wake();
      await tick();
      task.wake();
      await tick();
    } finally {
      console.error = logged;
    }
    expect(runs).toBe(2);
  });

  it('is one task per name in a process, whichever copy of the module asks', () => {
    const name = `test ${Math.random()}`;
    const first = wakeableTask(name, async () => {}, 60_000);
    const second = wakeableTask(name, async () => {}, 60_000);
    expect(second.owner).toBe(first.owner);
  });

  it('stops: the run in progress is waited for, and a wake afterwards runs nothing', async () => {
    let runs = 0;
    let release = () => {};
    const task = wakeableTask(
      `test ${Math.random()}`,
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
      },
      60_000,
    );
    task.wake();
    await tick();
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    expect(task.stopping).toBe(true);
    task.wake();
    await tick();
    expect(stopped).toBe(false);
    release();
    await stopping;
    task.wake();
    await tick();
    expect(runs).toBe(1);
  });
});
