import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { uniqueAddress } from '../fixtures/sessions';
import { unique } from '../fixtures/db';

// Rate limits (docs/api.md §10.6, docs/operations.md settings): anonymous reads per
// address, writes per token. The limits are site-wide settings, so these tests
// run on a site of their own, served by two app nodes over one database.
const API = '/calendar/events/v1';
const NODES = 2;
/** Hits a node may hold back from the others (lib/rate-limit/shared-limiter.ts) for the small limits used here. */
const BATCH = 1;

// Each test may wait up to 20 s for a fresh window and runs the CLI several times.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: IsolatedSite;
let adminHeaders: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startIsolatedSite(NODES);
  const email = `${unique('limits')}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'administrator');
  adminHeaders = { Authorization: `Bearer ${newToken(email)}` };
});

test.afterAll(async () => {
  await site?.close();
});

const newToken = (email: string) => site.cli('tokens:create', '--email', email).lastLine;
const nodeUrl = (index: number, path: string) => `${site.nodes[index % NODES]!.baseUrl}${path}`;
type Limit = 'rate_limit_reads_per_minute' | 'rate_limit_writes_per_minute';
const setLimit = (key: Limit, value: number) =>
  site.cli('settings:set', '--key', key, '--value', String(value));

/**
 * Sets the limits, then starts the test early enough in a window that it ends
 * there: limits count in fixed one-minute windows.
 */
async function startWithLimits(limits: Partial<Record<Limit, number>>) {
  for (const [key, value] of Object.entries(limits)) setLimit(key as Limit, value);
  const secondsLeft = 60 - ((Date.now() / 1000) % 60);
  if (secondsLeft < 20)
    await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
}

/** A new editor's email and a token of theirs. */
function newEditor(label: string) {
  const email = `${unique(label)}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'editor');
  return { email, token: newToken(email) };
}

/** An anonymous read of `path` from the client at `address`, through node `node`. */
const readFrom = (
  request: APIRequestContext,
  address: string,
  { path = `${API}/events`, node = 0, headers = {} as Record<string, string> } = {},
) => request.get(nodeUrl(node, path), { headers: { 'X-Forwarded-For': address, ...headers } });

/** Creates a venue named `name` with `token`, through node `node`. */
const createVenue = (request: APIRequestContext, token: string, name: string, node = 0) =>
  request.post(nodeUrl(node, `${API}/venues`), {
    headers: { Authorization: `Bearer ${token}` },
    data: { venue: name },
  });

async function expectRateLimited(response: APIResponse) {
  expect(response.status()).toBe(429);
  expect(response.headers()['content-type']).toBe('application/json; charset=UTF-8');
  const retryAfter = Number(response.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    code: 'rest_rate_limited',
    message: 'Too many requests',
    data: { status: 429 },
  });
}

async function venuesNamed(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(nodeUrl(0, `${API}/venues?search=${name}`), {
    headers: adminHeaders,
  });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-tec-total']);
}

test('anonymous reads over the limit get 429 with Retry-After, per address', async ({
  request,
}) => {
  await startWithLimits({ rate_limit_reads_per_minute: 5 });
  const address = uniqueAddress();
  for (let index = 0; index < 5; index += 1)
    expect((await readFrom(request, address)).status()).toBe(200);
  await expectRateLimited(await readFrom(request, address));

  expect((await readFrom(request, uniqueAddress())).status()).toBe(200);
  // Signed-in reads are not limited per address.
  expect((await readFrom(request, address, { headers: adminHeaders })).status()).toBe(200);

  // A changed setting applies from the next request on, on every node.
  setLimit('rate_limit_reads_per_minute', 1000);
  expect((await readFrom(request, address)).status()).toBe(200);
  expect((await readFrom(request, address, { node: 1 })).status()).toBe(200);
});

test('an anonymous read is counted once, also when its kept answer is out of date', async ({
  request,
}) => {
  await startWithLimits({ rate_limit_reads_per_minute: 4 });
  const address = uniqueAddress();
  const path = `${API}/venues?search=${unique('counted')}`;
  const read = () => readFrom(request, address, { path });
  // Built and kept, then replayed by the server's front door.
  for (let index = 0; index < 2; index += 1) expect((await read()).status()).toBe(200);
  // A write moves the stamp: the door counts the read, finds its answer old, and the route builds one.
  const written = await request.post(nodeUrl(0, `${API}/tags`), {
    headers: adminHeaders,
    data: { name: unique('stamp') },
  });
  expect(written.status()).toBe(201);
  expect((await read()).status()).toBe(200);
  expect((await read()).status()).toBe(200);
  await expectRateLimited(await read());
});

test('writes over the limit get 429 and write nothing; the limit is per token', async ({
  request,
}) => {
  const { email, token } = newEditor('writer');
  await startWithLimits({ rate_limit_writes_per_minute: 3 });
  const prefix = unique('limited');
  const create = (name: string, bearer = token) => createVenue(request, bearer, name);
  for (let index = 0; index < 3; index += 1)
    expect((await create(`${prefix}-${index}`)).status()).toBe(201);
  await expectRateLimited(await create(`${prefix}-refused`));
  expect(await venuesNamed(request, `${prefix}-refused`)).toBe(0);
  expect(await venuesNamed(request, prefix)).toBe(3);

  // Another token of the same user has a count of its own.
  expect((await create(`${prefix}-other-token`, newToken(email))).status()).toBe(201);
});

test('the limits hold across two app nodes sharing the database', async ({ request }) => {
  const { token } = newEditor('spread');
  const readLimit = 6;
  const writeLimit = 4;
  await startWithLimits({
    rate_limit_reads_per_minute: readLimit,
    rate_limit_writes_per_minute: writeLimit,
  });

  // Alternating nodes: with counters per node, each would admit the whole limit.
  const address = uniqueAddress();
  let readsAdmitted = 0;
  for (let index = 0; index < 2 * readLimit; index += 1) {
    const response = await readFrom(request, address, { path: `${API}/venues`, node: index });
    if (response.status() === 200) readsAdmitted += 1;
    else await expectRateLimited(response);
  }
  expect(readsAdmitted).toBeGreaterThanOrEqual(readLimit);
  expect(readsAdmitted).toBeLessThanOrEqual(readLimit + (NODES - 1) * BATCH);

  const prefix = unique('spread');
  let writesAdmitted = 0;
  for (let index = 0; index < 2 * writeLimit; index += 1) {
    const response = await createVenue(request, token, `${prefix}-${index}`, index);
    if (response.status() === 201) writesAdmitted += 1;
    else await expectRateLimited(response);
  }
  expect(writesAdmitted).toBeGreaterThanOrEqual(writeLimit);
  expect(writesAdmitted).toBeLessThanOrEqual(writeLimit + (NODES - 1) * BATCH);
  // Every admitted write, and nothing else, was stored.
  expect(await venuesNamed(request, prefix)).toBe(writesAdmitted);
});
