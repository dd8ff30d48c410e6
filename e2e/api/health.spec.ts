import { expect, test } from '@playwright/test';
import { startServerProcess } from '../fixtures/server-process';

// Liveness and readiness probes (README "Operations"): outside the API
// namespace and the locale proxy, JSON, never cached.
test.describe('health probes', () => {
  test('GET /healthz answers 200 JSON while the process runs', async ({ request }) => {
    const response = await request.get('/healthz', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('GET /readyz answers 200 when the database answers', async ({ request }) => {
    const response = await request.get('/readyz', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('the probes are not localized: /en/healthz is no probe', async ({ request }) => {
    const response = await request.get('/en/healthz', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('a node whose database does not answer is alive but not ready', async () => {
    test.slow();
    const unreachable = process.env.DATABASE_URL?.startsWith('file:')
      ? 'file:/nonexistent-directory/calendar.db'
      : 'postgresql://calendar:calendar@127.0.0.1:9/calendar';
    const node = await startServerProcess(unreachable);
    try {
      const live = await fetch(`${node.baseUrl}/healthz`);
      expect(live.status).toBe(200);
      const ready = await fetch(`${node.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(await ready.json()).toEqual({
        code: 'database_unavailable',
        message: 'The database did not answer.',
        data: { status: 503 },
      });
    } finally {
      await node.stop();
    }
  });
});
