import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

// HTTP hardening: security headers on HTML pages, CORS (docs/api.md §10.3),
// the body limit and the page size (§10.6).
const API = '/calendar/events/v1';
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createUser('administrator');
});

test.afterAll(async () => {
  await db.$disconnect();
});

test.describe('security headers on HTML pages', () => {
  for (const path of ['/', '/en/login', '/fr/login']) {
    test(`${path} forbids framing, sniffing and foreign scripts`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('every page but the API reference has the same policy, with inline scripts', async ({
    request,
  }) => {
    const sitePolicy = [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    for (const path of [
      '/',
      '/en/login',
      '/fr/login',
      '/en/admin',
      '/api-reference-not',
      // Only the reference and its script have a policy of their own, not every path below it.
      '/api-reference/admin',
      '/nowhere',
    ])
      expect((await request.get(path)).headers()['content-security-policy'], path).toBe(sitePolicy);
  });

  for (const path of ['/api-reference', '/api-reference/']) {
    test(`${path} has a narrower policy of its own: no inline script, nothing from elsewhere`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toBe(
        [
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('the JSON API keeps its own headers and no page policy', async ({ request }) => {
    const response = await request.get(`${API}/events`);
    expect(response.headers()['content-security-policy']).toBeUndefined();
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('CORS (docs/api.md §10.3)', () => {
  const origin = 'https://consumer.example';

  test('a preflight is answered 200 with the allowed methods and headers', async ({ request }) => {
    const response = await request.fetch(`${API}/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'Authorization, Content-Type',
      },
    });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['access-control-allow-origin']).toBe(origin);
    expect(headers['access-control-allow-methods']).toBe('OPTIONS, GET, POST, PUT, PATCH, DELETE');
    expect(headers['access-control-allow-headers']).toContain('Authorization');
    expect(headers['access-control-allow-headers']).toContain('If-Match');
    expect(headers['access-control-expose-headers']).toContain('Retry-After');
    expect(headers['vary']).toContain('Origin');
    expect(headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('errors and authenticated writes carry CORS too, never with credentials', async ({
    request,
  }) => {
    const missing = await request.get(`${API}/events/999999999`, { headers: { Origin: origin } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['access-control-allow-origin']).toBe(origin);
    expect(missing.headers()['access-control-allow-credentials']).toBeUndefined();

    const created = await request.post(`${API}/tags`, {
      headers: { Origin: origin, ...admin.headers },
      data: { name: unique('cors') },
    });
    expect(created.status()).toBe(201);
    expect(created.headers()['access-control-allow-origin']).toBe(origin);
    expect(created.headers()['access-control-allow-credentials']).toBeUndefined();
  });

  test('without Origin no CORS header is sent', async ({ request }) => {
    const response = await request.get(`${API}/events`);
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe('limits (docs/api.md §10.6)', () => {
  const MIB = 1024 * 1024;
  const bodyOf = (name: string, size: number) => {
    const start = `{"name":"${name}","description":"`;
    return start + 'x'.repeat(size - start.length - 2) + '"}';
  };

  test('a body over 1 MiB gets 413 rest_payload_too_large and writes nothing', async ({
    request,
  }) => {
    const name = unique('too-large');
    const response = await request.post(`${API}/tags`, {
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      data: bodyOf(name, MIB + 1),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      code: 'rest_payload_too_large',
      message: 'Request body is larger than 1 MiB.',
      data: { status: 413 },
    });
    expect(await db.tag.count({ where: { name } })).toBe(0);
  });

  test('a streamed body without Content-Length is cut off past 1 MiB', async ({ baseURL }) => {
    const name = unique('streamed');
    const bytes = new TextEncoder().encode(bodyOf(name, 2 * MIB));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const response = await fetch(`${baseURL}${API}/tags`, {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('rest_payload_too_large');
    expect(await db.tag.count({ where: { name } })).toBe(0);
  });

  test('a read with a body over 1 MiB gets 413, also once its answer is kept', async ({
    request,
  }) => {
    // The second read is the kept answer's (the server's front door replays it).
    const path = `${API}/tags?search=${unique('kept-read')}`;
    for (let index = 0; index < 2; index += 1) expect((await request.get(path)).status()).toBe(200);
    const response = await request.get(path, {
      headers: { 'Content-Type': 'application/json' },
      data: bodyOf('read', MIB + 1),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).code).toBe('rest_payload_too_large');
  });

  test('a body of exactly 1 MiB is accepted', async ({ request }) => {
    const name = unique('one-mib');
    const response = await request.post(`${API}/tags`, {
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      data: bodyOf(name, MIB),
    });
    expect(response.status()).toBe(201);
  });

  for (const collection of ['events', 'venues', 'organizers', 'categories', 'tags']) {
    test(`${collection}: per_page above 50 is reduced to 50`, async ({ request }) => {
      const response = await request.get(`${API}/${collection}?per_page=500&hide_empty=0`);
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body[collection].length).toBeLessThanOrEqual(50);
      expect(body.rest_url).toContain('per_page=50');
      const total = Number(response.headers()['x-tec-total']);
      expect(Number(response.headers()['x-tec-totalpages'])).toBe(Math.ceil(total / 50));
    });
  }
});
