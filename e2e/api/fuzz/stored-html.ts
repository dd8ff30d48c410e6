// Property: an administrator who writes a description or an excerpt (events,
// venues, organizers; the description of categories and tags) with script in
// it, however the script is spelled, on create or update, in any language,
// as JSON or as a form, gets back, and leaves stored, HTML in which a browser
// finds nothing to run (docs/api.md §0.7).
import { expect, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { answerOf, expectDocumented, expectJsonError } from './answers';
import { authorization } from './arbitraries';
import { hostileHtml, scriptableParts } from './markup';
import { API, COLLECTIONS, isPost, requiredFields, type Collection, type FuzzSite } from './site';
import { assertEvery, reportCount, runsOf } from './property';

interface HtmlWrite {
  collection: Collection;
  fields: Record<string, string>;
  how: 'create' | 'POST' | 'PUT' | 'PATCH' | 'by-slug';
  encoding: 'json' | 'form';
  language: '' | 'fr' | 'es';
}

const htmlWrite: fc.Arbitrary<HtmlWrite> = fc.constantFrom(...COLLECTIONS).chain((collection) =>
  fc.record({
    collection: fc.constant(collection),
    fields: isPost(collection)
      ? fc.record(
          { description: hostileHtml, excerpt: hostileHtml },
          { requiredKeys: ['description'] },
        )
      : fc.record({ description: hostileHtml }),
    how: fc.constantFrom<HtmlWrite['how']>(
      'create',
      'POST',
      'PUT',
      'PATCH',
      ...(isPost(collection) ? (['by-slug'] as const) : []),
    ),
    encoding: fc.constantFrom<HtmlWrite['encoding']>('json', 'form'),
    language: fc.constantFrom<HtmlWrite['language']>('', '', 'fr', 'es'),
  }),
);

/** Every description and excerpt in an answer, nested items' included, with where it was. */
function htmlFieldsOf(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => htmlFieldsOf(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): [string, string][] =>
    (key === 'description' || key === 'excerpt') && typeof item === 'string'
      ? [[`${path}.${key}`, item]]
      : key === 'json_ld'
        ? []
        : htmlFieldsOf(item, `${path}.${key}`),
  );
}

function expectNothingScriptable(body: unknown, described: string) {
  const found = htmlFieldsOf(body).flatMap(([where, html]) =>
    scriptableParts(html).map((part) => `${where} has ${part}`),
  );
  expect(found, described).toEqual([]);
}

function targetOf(site: FuzzSite, sent: HtmlWrite) {
  const item = site.items[sent.collection];
  const path =
    sent.how === 'create'
      ? `${API}/${sent.collection}`
      : sent.how === 'by-slug'
        ? `${API}/${sent.collection}/by-slug/${encodeURIComponent(item.slug)}`
        : `${API}/${sent.collection}/${item.id}`;
  const query = sent.language ? `?translation_language=${sent.language}` : '';
  const method = sent.how === 'create' || sent.how === 'by-slug' ? 'POST' : sent.how;
  return { url: `${site.base}${path}${query}`, method, query };
}

export async function fuzzStoredHtml(shared: FuzzSite, request: APIRequestContext) {
  // Items of its own: the catalogue's fuzzing may have deleted the shared ones.
  const site = { ...shared, items: await shared.createItems() };
  let tried = 0;
  const statuses = new Map<number, number>();
  const headers = authorization('administrator', site.adminToken);
  try {
    await assertEvery(htmlWrite, runsOf(150), async (sent) => {
      for (const html of Object.values(sent.fields))
        expect(scriptableParts(html), `the generator's own vector ${html}`).not.toEqual([]);
      const { url, method, query } = targetOf(site, sent);
      const fields =
        sent.how === 'create'
          ? { ...requiredFields(sent.collection), ...sent.fields }
          : sent.fields;
      const isJson = sent.encoding === 'json';
      const before = await site.fingerprint.take();
      const written = await answerOf(
        await request.fetch(url, {
          method,
          headers: {
            ...headers,
            'Content-Type': isJson ? 'application/json' : 'application/x-www-form-urlencoded',
          },
          data: isJson ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
          failOnStatusCode: false,
        }),
      );
      tried += 1;
      statuses.set(written.status, (statuses.get(written.status) ?? 0) + 1);
      const described = `${method} ${url} (${sent.encoding}) ${JSON.stringify(sent.fields)} → ${written.status}`;
      if (written.status >= 400) {
        const error = expectJsonError(written, described);
        expectDocumented(
          site.openApi,
          { method, effectiveMethod: method },
          url,
          written.status,
          error!.code,
          described,
        );
        expect(await site.fingerprint.take(), `${described} wrote to the database`).toBe(before);
        return;
      }
      // Read back before judging, so that a failure tells whether the stored value is bad too.
      const body = JSON.parse(written.text) as { id: number };
      const read = await request.get(`${site.base}${API}/${sent.collection}/${body.id}${query}`, {
        headers,
      });
      tried += 1;
      expect(read.status(), `${described}, read back`).toBe(200);
      expectNothingScriptable(
        { answer: body, readBack: await read.json() },
        `${described}: the answer and the stored value`,
      );
    });
  } finally {
    reportCount(
      'stored HTML',
      tried,
      `write statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }
}
