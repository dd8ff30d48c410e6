// Runs once when a server process starts (Next.js instrumentation): each
// node runs its own webhook dispatcher (docs/webhooks.md).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startWebhookDispatcher } = await import('./lib/webhooks/dispatcher');
  startWebhookDispatcher();
}
