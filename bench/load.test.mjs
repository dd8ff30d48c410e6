import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureInTurns } from './load.mjs';

describe('measureInTurns', () => {
  const turns = [];
  let server;
  let base;
  beforeAll(async () => {
    // Records which target each request was for, in arrival order.
    server = http.createServer((request, response) => {
      if (turns.at(-1) !== request.url) turns.push(request.url);
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  it('reverses the order every round, so the first and last target each follow the middle one', async () => {
    const measured = await measureInTurns(
      ['/route', '/framework', '/bare'].map((target) => ({ target: `${base}${target}` })),
      1,
      1000,
    );
    expect(turns).toEqual([
      ...['/route', '/framework', '/bare'],
      ...['/framework', '/route'],
      ...['/framework', '/bare'],
      ...['/framework', '/route'],
    ]);
    for (const target of measured) {
      expect(target.errors).toBe(0);
      expect(target.requests).toBeGreaterThan(0);
    }
  });
});
