// A background task of this process, run on a timer and when woken (the
// import runner, the subscription scheduler): never two runs at once, and a
// wake during a run makes it run once more, so work queued meanwhile is not
// left to the next tick. Kept on globalThis, as Next.js may load a module
// more than once per process.
import { randomUUID } from 'node:crypto';
import { onShutdown } from './on-shutdown';

export interface WakeableTask {
  /** This process's name on the leases the task takes. */
  owner: string;
  /** Runs the task in the background; a call while it runs makes it run again after. */
  wake(): void;
  /** Wakes the task every `intervalMs`, and now; once per process. When the process stops, it is woken no more and its run is waited for. */
  start(): void;
  /** The process is stopping: a run hands back what it holds and takes nothing new. */
  readonly stopping: boolean;
  /** Wakes it no more; resolves when the run in progress has ended. */
  stop(): Promise<void>;
}

interface TaskState {
  owner: string;
  again: boolean;
  stopping: boolean;
  /** The run in progress, until it ends. */
  running: Promise<void> | null;
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
    state = { owner: randomUUID(), again: false, stopping: false, running: null };
    tasks.set(name, state);
  }
  const current = state;
  const wake = () => {
    if (current.stopping) return;
    if (current.running) {
      current.again = true;
      return;
    }
    current.running = (async () => {
      do {
        current.again = false;
        await run(current.owner).catch((error) => console.error(name, error));
      } while (current.again && !current.stopping);
      current.running = null;
    })();
  };
  const stop = async () => {
    current.stopping = true;
    clearInterval(current.timer);
    await current.running;
  };
  return {
    owner: current.owner,
    wake,
    get stopping() {
      return current.stopping;
    },
    stop,
    start() {
      if (current.timer) return;
      current.timer = setInterval(wake, intervalMs);
      current.timer.unref();
      onShutdown(name, stop);
      wake();
    },
  };
}
