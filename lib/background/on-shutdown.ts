// Work a node hands back when it stops (docs/operations.md, "Stopping a
// node"): scripts/serve.mjs runs every step registered here on SIGTERM and
// waits for them before it exits, so an attempt in flight is recorded rather
// than left under a lease that another node must wait out. Kept on
// globalThis, where the server script finds them and where a module Next.js
// loads twice registers once.
export type ShutdownStep = () => Promise<void>;

const steps = ((
  globalThis as unknown as { calendarShutdownSteps?: Map<string, ShutdownStep> }
).calendarShutdownSteps ??= new Map());

/** Runs `step` when this process stops; a second registration under `name` replaces the first. */
export function onShutdown(name: string, step: ShutdownStep): void {
  steps.set(name, step);
}
