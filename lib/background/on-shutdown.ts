// Work a node hands back when it stops (docs/operations.md, "Stopping a
// node"): scripts/serve.mjs runs every step registered here on SIGTERM and
// waits for them before it exits, so an attempt in flight is recorded rather
// than left under a lease that another node must wait out. Kept on
// globalThis, where the server script finds them and where a module Next.js
// loads twice registers once; the server script makes the same object if it
// stops before any module did.
export type ShutdownStep = () => Promise<void>;

const shutdown = ((
  globalThis as unknown as {
    calendarShutdown?: { stopping: boolean; steps: Map<string, ShutdownStep> };
  }
).calendarShutdown ??= { stopping: false, steps: new Map() });

/**
 * Runs `step` when this process stops; a second registration under `name`
 * replaces the first. Work started after the stop began (a first request
 * still loading the app) is stopped at once.
 */
export function onShutdown(name: string, step: ShutdownStep): void {
  shutdown.steps.set(name, step);
  if (shutdown.stopping) void step();
}
