// Next.js calls register() once when a server process starts: each node then
// runs its own webhook dispatcher (docs/webhooks.md), import runner, which
// takes up jobs queued elsewhere or left by a stopped node (docs/import.md
// "Jobs"), and subscription scheduler, which fetches due feeds
// (docs/import.md "Subscriptions"), without waiting for a request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startWebhookDispatcher }, { startImportRunner }, { startSubscriptionScheduler }] =
    await Promise.all([
      import('./lib/webhooks/dispatcher'),
      import('./lib/imports/runner'),
      import('./lib/subscriptions/scheduler'),
    ]);
  startWebhookDispatcher();
  startImportRunner();
  startSubscriptionScheduler();
}
