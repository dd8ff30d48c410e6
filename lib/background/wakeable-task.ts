// A background task of this process, run on a timer and when woken (the
// import runner, the subscription scheduler): never two runs at once, and a
// wake during a run makes it run once more, so work queued meanwhile is not
// left to the next tick. Kept on globalThis, as Next.js may load a module
// more than once per process.
import { randomUUID } from 'node:crypto';

export interface WakeableTask {
  /** This process's name on the leases the task takes. */
  owner: string;
  /** Runs the task in the background; a call while it runs makes it run again after. */
  wake(): void;
  /** Wakes the task every `intervalMs`, and now; once per process. */
  start(): void;
}

interface TaskState {
  owner: string;
  busy: boolean;
  again: boolean;
  timer?: NodeJS.Timeout;
}

const tasks = ((
  globalThis as unknown as { calendarBackgroundTasks?: Map<string, TaskState> }
).calendarBackgroundTasks ??= new Map());

export function wakeableTask(
  name: string,
  run: (owner: string) => Promise<void>,
  intervalMs: number,
): WakeableTask {
  let state = tasks.get(name);
  if (!state) {
    state = { owner: randomUUID(), busy: false, again: false };
    tasks.set(name, state);
  }
  const current = state;
  const wake = () => {
    if (current.busy) {
      current.again = true;
      return;
    }
    current.busy = true;
    void (async () => {
      do {
        current.again = false;
        await run(current.owner).catch((error) => console.error(name, error));
      } while (current.again);
      current.busy = false;
    })();
  };
  return {
    owner: current.owner,
    wake,
    start() {
      if (current.timer) return;
      current.timer = setInterval(wake, intervalMs);
      current.timer.unref();
      wake();
    },
  };
}
