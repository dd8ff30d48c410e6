// Next.js calls register() once when a server process starts: the import
// runner then takes up jobs queued elsewhere or left by a stopped node
// (docs/import.md "Jobs") without waiting for a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startImportRunner } = await import('./lib/imports/runner');
  startImportRunner();
}
