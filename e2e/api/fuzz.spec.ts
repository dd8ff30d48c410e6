import { test } from '@playwright/test';
import { fuzzCatalogue } from './fuzz/catalogue';
import { fuzzForwardedHeaders } from './fuzz/forwarded-headers';
import { fuzzLargeIds } from './fuzz/large-ids';
import { fuzzOversizedBodies } from './fuzz/oversized-bodies';
import { fuzzPathSegments } from './fuzz/path-segments';
import { startFuzzSite, type FuzzSite } from './fuzz/site';
import { fuzzStoredHtml } from './fuzz/stored-html';

// Properties of the whole API under generated hostile input, on the suite's
// own site: every catalogued route, then one property per class of input that
// was once found mishandled (each module under fuzz/ says which). Fixed seed;
// FUZZ_RUNS=5000 for a longer run (every property scales with it), FUZZ_SEED
// to explore other inputs. The properties run in order on one site; a failing
// one does not stop the next (Playwright gives the next a new worker, hence a
// new site).
test.describe.configure({ mode: 'default', timeout: 240_000 });

let site: FuzzSite;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  site = await startFuzzSite(request);
});

test.afterAll(async () => {
  await site?.close();
});

test('no route answers 5xx, every 4xx is the JSON error, nothing is written by a rejected request', async ({
  request,
}) => {
  await fuzzCatalogue(site, request);
});

test('stored descriptions and excerpts keep no script, however its URL is spelled', async ({
  request,
}) => {
  await fuzzStoredHtml(site, request);
});

test('ids past 2^31, 2^53 and 2^63 name nothing: the unknown-id error, never a 5xx', async ({
  request,
}) => {
  await fuzzLargeIds(site, request);
});

test('hostile X-Forwarded-Host and X-Forwarded-Proto never reach a URL', async () => {
  await fuzzForwardedHeaders(site);
});

test('every write refuses a body over 1 MiB with 413 and writes nothing', async () => {
  await fuzzOversizedBodies(site);
});

test('runs of slashes and dot segments are answered directly, as JSON', async () => {
  await fuzzPathSegments(site);
});
