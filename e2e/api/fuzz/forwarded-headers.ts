// Property: X-Forwarded-Host and X-Forwarded-Proto are honoured (docs/api.md
// §0.1) only when they hold a host name and a scheme of the web; anything else
// a client or a careless proxy sends (markup, quotes, spaces, paths, user
// info, very long or non-ASCII values, other schemes) never reaches a URL of
// the answer, in its body or in Link and Location, and never makes it a 5xx:
// the URLs fall back to the Host header and the request's own scheme.
import { expect } from '@playwright/test';
import fc from 'fast-check';
import { authorization, caller, type Caller } from './arbitraries';
import type { Answer } from './answers';
import { rawRequest, type RawRequest } from './raw-http';
import { API, COLLECTIONS, isPost, requiredFields, type FuzzSite } from './site';
import { assertEvery, reportCount, runsOf } from './property';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** A host name of RFC 1123 with an optional port: what a proxy may put in X-Forwarded-Host. */
export function isHostName(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return name!.length <= 253 && name!.split('.').every((label) => LABEL.test(label));
}

const VALID_HOSTS = ['calendar.example.org', 'calendar.example.org:8443'];
/** Hostile values that must not show anywhere in a URL (generated ones may be a URL's substring). */
const HOSTILE_HOSTS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  'evil.example"',
  "evil.example'",
  'evil example',
  'evil.example/path',
  'evil.example/path?x=1#frag',
  'a@b',
  'user:pass@evil.example',
  'javascript:alert(1)',
  'javascript:',
  'évil.example',
  '例え.テスト',
  '😀.example',
  `${'x'.repeat(300)}.example`,
  `${'a'.repeat(63)}.`.repeat(5) + 'example',
  'evil.example:99999',
  'evil.example:abc',
  '[::1',
  'evil.example\\x',
  '%3Cscript%3E',
  ':8443',
];
const HOSTILE_PROTOS = [
  'javascript',
  'javascript:alert(1)//',
  'https://evil.example',
  '<script>',
  'ftp',
  'data',
  'ht tp',
  '"',
  'x'.repeat(200),
  'héllo',
];

/** What no host name holds, whatever a lenient URL parser makes of it. */
const CLEARLY_INVALID = /[<>"' @/\\?#%&=\t]|[^\x00-\x7f]/;
const hostileCharacter = fc.constantFrom(...[...'az09.-:<>"\' @/\\?#%&=é😀\t']);
const generatedHost = fc
  .string({ unit: hostileCharacter, minLength: 1, maxLength: 40 })
  .filter((value) => CLEARLY_INVALID.test(value.trim()));
const generatedProto = fc
  .string({ unit: hostileCharacter, minLength: 1, maxLength: 20 })
  .filter((value) => !['http', 'https'].includes(value.trim()));

const forwardedHost = fc.option(
  fc.oneof(fc.constantFrom(...VALID_HOSTS), fc.constantFrom(...HOSTILE_HOSTS), generatedHost),
  { freq: 8 },
);
const forwardedProto = fc.option(
  fc.oneof(fc.constantFrom('http', 'https'), fc.constantFrom(...HOSTILE_PROTOS), generatedProto),
  { freq: 3 },
);

type Target = 'index' | 'doc' | 'list' | 'page' | 'single' | 'by-slug' | 'create' | 'update';

interface ForwardedCase {
  host: string | null;
  proto: string | null;
  target: Target;
  collection: (typeof COLLECTIONS)[number];
  method: 'GET' | 'HEAD' | 'OPTIONS';
  prefix: '' | '/fr';
  nulSlug: boolean;
  who: Caller;
}

const forwardedCase: fc.Arbitrary<ForwardedCase> = fc.record({
  host: forwardedHost,
  proto: forwardedProto,
  target: fc.constantFrom<Target>(
    'index',
    'doc',
    'list',
    'page',
    'single',
    'by-slug',
    'create',
    'update',
  ),
  collection: fc.constantFrom(...COLLECTIONS),
  method: fc.constantFrom<ForwardedCase['method']>('GET', 'GET', 'GET', 'HEAD', 'OPTIONS'),
  prefix: fc.constantFrom<ForwardedCase['prefix']>('', '', '/fr'),
  nulSlug: fc.boolean(),
  who: caller,
});

/** Keys whose value is one of the site's own URLs (§1, §2.3, §8), not one an author wrote. */
const SITE_URL_KEYS = new Set([
  'url',
  'rest_url',
  'next_rest_url',
  'previous_rest_url',
  'self',
  'collection',
  'up',
  'href',
]);

interface Found {
  siteUrls: [string, string][];
  anyUrls: [string, string][];
  globalIds: [string, string][];
}

/**
 * The URLs of a JSON answer by the key they are under (an array's items under
 * the array's key). JSON-LD repeats authors' websites, so its URLs are only
 * checked as any URL is.
 */
function urlsOf(value: unknown, found: Found, key = '', path = '', isAuthored = false) {
  if (Array.isArray(value))
    value.forEach((item) => urlsOf(item, found, key, `${path}[]`, isAuthored));
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value))
      urlsOf(item, found, name, `${path}.${name}`, isAuthored || name === 'json_ld');
  else if (typeof value === 'string') {
    if (key === 'global_id' || key === 'global_id_lineage') found.globalIds.push([path, value]);
    else if (SITE_URL_KEYS.has(key) && !isAuthored) found.siteUrls.push([path, value]);
    if (/^(https?|[a-z][a-z0-9+.-]*:\/\/)/i.test(value)) found.anyUrls.push([path, value]);
  }
}

function foundIn(answer: Answer, isHead: boolean): Found {
  const found: Found = { siteUrls: [], anyUrls: [], globalIds: [] };
  const link = answer.headers['link'] ?? '';
  for (const [, url] of link.matchAll(/<([^>]*)>/g)) found.siteUrls.push(['Link', url!]);
  found.anyUrls.push(['Link', link]);
  const location = answer.headers['location'];
  if (location) found.siteUrls.push(['Location', location]);
  if (!isHead && answer.headers['content-type']?.includes('application/json'))
    urlsOf(JSON.parse(answer.text), found);
  found.anyUrls.push(...found.siteUrls);
  return found;
}

/** Base URL and host name the answer must use, and what must show nowhere (§0.1). */
function expectationsOf(sent: ForwardedCase, hostHeader: string) {
  const host = sent.host?.trim() ?? '';
  const proto = sent.proto?.trim() ?? '';
  const usedHost = isHostName(host) ? host : hostHeader;
  const base = `${['http', 'https'].includes(proto) ? proto : 'http'}://${usedHost}`;
  const hostile = [sent.host, sent.proto].filter(
    (value): value is string =>
      !!value && value.trim().length >= 3 && CLEARLY_INVALID.test(value.trim()),
  );
  return { base, hostName: usedHost.replace(/:\d+$/, ''), hostile: hostile.map((v) => v.trim()) };
}

function expectUrls(found: Found, expected: ReturnType<typeof expectationsOf>, described: string) {
  for (const [where, url] of found.siteUrls)
    expect(url.startsWith(`${expected.base}/`), `${described}: ${where} ${url}`).toBe(true);
  for (const [where, id] of found.globalIds)
    expect(id.startsWith(`${expected.hostName}?id=`), `${described}: ${where} ${id}`).toBe(true);
  for (const [where, url] of [...found.anyUrls, ...found.globalIds]) {
    // A Link header is made of <URL>; rel="…" parts: what is left of it must be punctuation.
    const isLink = where === 'Link';
    const bare = isLink ? url.replace(/<[^<>"\s]*>|rel="[^"<>]*"/g, '') : url;
    expect(bare, `${described}: ${where} ${url}`).not.toMatch(isLink ? /[<>"]/ : /[<>"\s]/);
    for (const text of expected.hostile)
      expect(url.includes(text), `${described}: ${where} ${url} has ${text}`).toBe(false);
  }
}

function requestOf(site: FuzzSite, sent: ForwardedCase): RawRequest {
  const { collection, prefix } = sent;
  const item = site.items[collection];
  const namespace = `${prefix}${API}`;
  const slug = `${encodeURIComponent(item.slug)}${sent.nulSlug ? '%00' : ''}`;
  const read = (target: string): RawRequest => ({ method: sent.method, target });
  const write = (method: string, target: string, fields: Record<string, string>): RawRequest => ({
    method,
    target,
    body: Buffer.from(JSON.stringify(fields)),
    headers: { 'Content-Type': 'application/json' },
  });
  switch (sent.target) {
    case 'index':
      return read(namespace);
    case 'doc':
      return read(`${namespace}/doc`);
    case 'list':
      return read(`${namespace}/${collection}?per_page=1`);
    case 'page':
      return read(`${namespace}/${collection}?per_page=1&page=2&hide_empty=0`);
    case 'single':
      return read(`${namespace}/${collection}/${item.id}`);
    case 'by-slug':
      return read(
        isPost(collection)
          ? `${namespace}/${collection}/by-slug/${slug}`
          : `${namespace}/${collection}/${item.id}`,
      );
    case 'create':
      return write('POST', `${namespace}/${collection}`, requiredFields(collection));
    case 'update':
      return write('PATCH', `${namespace}/${collection}/${item.id}`, {});
  }
}

export async function fuzzForwardedHeaders(shared: FuzzSite) {
  // Items of its own: the catalogue's fuzzing may have deleted the shared ones.
  const site = { ...shared, items: await shared.createItems() };
  let tried = 0;
  const hostHeader = new URL(site.base).host;
  try {
    await assertEvery(forwardedCase, runsOf(250), async (sent) => {
      const sentRaw = requestOf(site, sent);
      const { method, target } = sentRaw;
      const forwarded = {
        ...(sent.host !== null ? { 'X-Forwarded-Host': sent.host } : {}),
        ...(sent.proto !== null ? { 'X-Forwarded-Proto': sent.proto } : {}),
      };
      const answer = await rawRequest(site.base, {
        ...sentRaw,
        headers: { ...sentRaw.headers, ...forwarded, ...authorization(sent.who, site.adminToken) },
      });
      tried += 1;
      const described = `${method} ${target} (${sent.who}) with ${JSON.stringify(forwarded)} → ${answer.status}`;
      expect(answer.status, `${described} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      const expected = expectationsOf(sent, hostHeader);
      expectUrls(foundIn(answer, method === 'HEAD'), expected, described);
    });
  } finally {
    reportCount('forwarded headers', tried);
  }
}
