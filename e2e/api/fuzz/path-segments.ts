// Property: a path under the namespace written with runs of slashes or dot
// segments (`.`, `..`, percent-encoded or not), in any case and with a
// language prefix, is answered directly, as JSON: either as the route it
// means once runs of slashes count as one and dot segments are resolved
// without climbing above /calendar/events/v1, or as 404 rest_no_route. Never
// a redirect (which would send a write's credentials and body elsewhere) and
// never the site's HTML. The paths go out raw: every client library resolves
// dot segments before sending.
import { expect } from '@playwright/test';
import fc from 'fast-check';
import type { Answer } from './answers';
import { authorization } from './arbitraries';
import { rawRequest, type RawRequest } from './raw-http';
import { type FuzzSite } from './site';
import { assertEvery, reportCount, runsOf } from './property';

const DOT = /^(\.|%2e)$/i;
const DOT_DOT = /^(\.|%2e){2}$/i;
const NAMESPACE = /^(\/(en|fr|es))?\/calendar\/events\/v1$/i;

/** The path `raw` means: slashes collapsed, dot segments resolved, never above the namespace. */
export function meaningOf(raw: string): string {
  const stack: string[] = [];
  for (const segment of raw.split('/').filter(Boolean)) {
    if (DOT.test(segment)) continue;
    if (!DOT_DOT.test(segment)) stack.push(segment);
    else if (!NAMESPACE.test(`/${stack.join('/')}`)) stack.pop();
  }
  return `/${stack.join('/')}`;
}

/** Route paths after the namespace; `{…}` are values kept as written, the rest may change case. */
const TEMPLATES = [
  '',
  'doc',
  'nothing/here',
  ...['events', 'venues', 'organizers'].flatMap((name) => [
    name,
    `${name}/{${name}-id}`,
    `${name}/by-slug/{${name}-slug}`,
  ]),
  ...['categories', 'tags'].flatMap((name) => [name, `${name}/{${name}-id}`]),
];

const dot = fc.constantFrom('.', '%2e', '%2E');
const dotDot = fc.constantFrom('..', '%2e%2e', '%2E%2E', '.%2e', '%2e.');
/** A detour that comes back: a segment and the `..` that leaves it, or a `.`. */
const detour = fc.oneof(
  dot.map((segment) => [segment]),
  fc.tuple(fc.constantFrom('x', 'calendar', 'events', 'v1', 'fr', 'by-slug'), dotDot),
);
const slashes = fc.constantFrom('/', '/', '/', '//', '///');

interface PathCase {
  prefix: '' | 'fr' | 'es' | 'EN' | 'Fr';
  template: string;
  upper: boolean[];
  /** Detours before each segment, by position. */
  detours: [number, string[]][];
  /** `..` right after the namespace, which must not climb out of it. */
  climbs: string[];
  end: '' | '/' | '.' | '..' | '%2e';
  separators: string[];
  method: string;
  isAdmin: boolean;
}

const pathCase: fc.Arbitrary<PathCase> = fc.record({
  prefix: fc.constantFrom<PathCase['prefix']>('', '', '', 'fr', 'es', 'EN', 'Fr'),
  template: fc.constantFrom(...TEMPLATES),
  upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  detours: fc.array(fc.tuple(fc.nat(7), detour), { maxLength: 3 }),
  climbs: fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.array(dotDot, { minLength: 1, maxLength: 4 }) },
  ),
  end: fc.constantFrom<PathCase['end']>('', '', '/', '.', '..', '%2e'),
  separators: fc.array(slashes, { minLength: 12, maxLength: 12 }),
  method: fc.constantFrom(
    'GET',
    'GET',
    'HEAD',
    'OPTIONS',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'POST?_method=DELETE',
  ),
  isAdmin: fc.boolean(),
});

/** A case's path as written: its segments, detours and climbs, joined by the chosen runs of slashes. */
function rawPathOf(site: FuzzSite, sent: PathCase): string {
  const values = (name: string) => {
    const [collection, kind] = name.split('-') as [keyof FuzzSite['items'], 'id' | 'slug'];
    return String(site.items[collection][kind]);
  };
  const rest = sent.template
    .split('/')
    .filter(Boolean)
    .map((word, index) =>
      word.startsWith('{')
        ? encodeURIComponent(values(word.slice(1, -1)))
        : sent.upper[index + 4]
          ? word.toUpperCase()
          : word,
    );
  const namespace = ['calendar', 'events', 'v1'].map((word, index) =>
    sent.upper[index] ? word[0]!.toUpperCase() + word.slice(1) : word,
  );
  const segments = [...(sent.prefix ? [sent.prefix] : []), ...namespace, ...sent.climbs, ...rest];
  const withDetours = segments.flatMap((segment, index) => [
    ...sent.detours.filter(([at]) => at === index).flatMap(([, detour]) => detour),
    segment,
  ]);
  if (sent.end === '/') withDetours.push('');
  else if (sent.end) withDetours.push(sent.end);
  return withDetours.map((segment, index) => `${sent.separators[index % 12]}${segment}`).join('');
}

/** A body every write route refuses (docs/api.md §4): empty names and titles, an unknown status. */
const REFUSED_WRITE = JSON.stringify({
  status: 'bogus',
  title: '',
  venue: '',
  organizer: '',
  name: '',
});

/** An administrator's DELETE would delete: deletions go out anonymously. */
const isAdministrator = (sent: PathCase) => sent.isAdmin && !sent.method.includes('DELETE');

function requestOf(site: FuzzSite, sent: PathCase, path: string): RawRequest {
  const [method, query] = sent.method.split('?');
  const isRead = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  return {
    method: method!,
    target: `${path}${query ? `?${query}` : ''}`,
    headers: {
      ...(isAdministrator(sent) ? authorization('administrator', site.adminToken) : {}),
      ...(isRead ? {} : { 'Content-Type': 'application/json' }),
    },
    body: isRead ? undefined : Buffer.from(REFUSED_WRITE),
  };
}

const codeOf = (answer: Answer) => {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

export async function fuzzPathSegments(shared: FuzzSite) {
  // Items of its own: the catalogue's fuzzing may have deleted the shared ones.
  const site = { ...shared, items: await shared.createItems() };
  let tried = 0;
  const outcomes = { meant: 0, noRoute: 0 };
  try {
    await assertEvery(pathCase, runsOf(220), async (sent) => {
      const raw = rawPathOf(site, sent);
      const meant = meaningOf(raw);
      const before = await site.fingerprint.take();
      const answer = await rawRequest(site.base, requestOf(site, sent, raw));
      const canonical = await rawRequest(site.base, requestOf(site, sent, meant));
      tried += 2;
      const isHead = sent.method === 'HEAD';
      const described = `${sent.method} ${raw} (meaning ${meant}, ${isAdministrator(sent) ? 'administrator' : 'anonymous'}) → ${answer.status} ${answer.headers['location'] ?? ''} ${answer.text.slice(0, 120)}`;
      expect(answer.status, described).toBeLessThan(500);
      expect(answer.status >= 300 && answer.status < 400, `${described}: a redirect`).toBe(false);
      expect(answer.headers['content-type'], described).toContain('application/json');
      const isNoRoute = answer.status === 404 && (isHead || codeOf(answer) === 'rest_no_route');
      const isMeant =
        answer.status === canonical.status && (isHead || codeOf(answer) === codeOf(canonical));
      expect(
        isMeant || isNoRoute,
        `${described}: neither what ${meant} answers (${canonical.status} ${codeOf(canonical)}) nor rest_no_route`,
      ).toBe(true);
      outcomes[isMeant ? 'meant' : 'noRoute'] += 1;
      expect(await site.fingerprint.take(), `${described} wrote to the database`).toBe(before);
    });
  } finally {
    reportCount(
      'path segments',
      tried,
      `answered as meant ${outcomes.meant}, as no route ${outcomes.noRoute}`,
    );
  }
}
