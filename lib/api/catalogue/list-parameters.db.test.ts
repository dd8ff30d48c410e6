// One source of truth (issue 9): each list handler reads exactly the
// parameters the OpenAPI document lists for it, and refuses what their
// documented type forbids, naming the parameter in the 400.
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import {
  expectRefusalNaming,
  recordingParams,
} from '../../../scripts/vitest/documented-parameters';
import { listEvents } from '../../events/read-list';
import { restBase } from '../../http/headers';
import type { Params } from '../../params/request-params';
import { organizers } from '../../linked-posts/organizer/kind';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from '../../linked-posts/kind';
import { listLinkedPosts } from '../../linked-posts/read-list';
import { listTerms } from '../../terms/read-list';
import { taxonomies } from '../../terms/kind';
import { venues } from '../../linked-posts/venue/kind';
import { openApiDocument } from '../openapi-document';
import { routes } from './routes';
import { forbiddenValue } from '../../../scripts/vitest/forbidden-value';

const baseUrl = 'http://calendar.test';
const context = { baseUrl, language: 'en' as const, restBase: restBase(baseUrl, 'en') };
const defaults = { per_page: '10', start_date: '2025-03-09 23:59:00', end_date: '2027-03-10' };
const document = openApiDocument({ restBase: context.restBase, defaults });

type List = (params: Params) => Promise<unknown>;

const linkedList =
  <Row extends LinkedPostRow, Input extends LinkedPostInput>(
    kind: LinkedPostKind<Row, Input>,
  ): List =>
  (params) =>
    listLinkedPosts(kind, { params, payload: params, caller: null, language: 'en', baseUrl });

const lists: [collection: string, list: List, alsoRead: string[]][] = [
  // The by-ID routes' password (docs/api.md §A.2.1) also unlocks protected events in a list.
  ['events', (params) => listEvents(params, null, context), ['password']],
  ['venues', linkedList(venues), []],
  ['organizers', linkedList(organizers), []],
  ['categories', (params) => listTerms(taxonomies.category, params, context), []],
  ['tags', (params) => listTerms(taxonomies.tag, params, context), []],
];

// The route layer reads translation_language for every handler (§A.2.6), not the list.
const documentedParameters = (collection: string) =>
  (document.paths[`/${collection}`]?.get?.parameters as OpenAPIV3.ParameterObject[]).filter(
    ({ name }) => name !== 'translation_language',
  );

/** The names a list looks up in its parameters, whether given or not. */
async function namesRead(list: List): Promise<string[]> {
  const recording = recordingParams();
  await list(recording.params);
  return recording.namesRead();
}

describe.each(lists)('GET /%s', (collection, list, alsoRead) => {
  it('reads every parameter the OpenAPI document lists, and no other', async () => {
    const documented = documentedParameters(collection).map(({ name }) => name);
    expect(await namesRead(list)).toEqual([...documented, ...alsoRead].sort());
  });

  it('refuses each value its documented type forbids, naming that parameter', async () => {
    const checked = documentedParameters(collection).flatMap((parameter) => {
      const value = forbiddenValue(parameter.schema as OpenAPIV3.SchemaObject);
      return value === undefined ? [] : [[parameter.name, value] as const];
    });
    expect(checked).not.toHaveLength(0);
    for (const [name, value] of checked)
      await expectRefusalNaming(name, () => list({ [name]: value }));
  });
});

it('declares every list parameter with the schema its handler reads it through', () => {
  const listEndpoints = routes
    .flatMap((route) => route.endpoints)
    .filter(({ success }) => success.body.kind === 'collection');
  expect(listEndpoints).toHaveLength(lists.length);
  for (const { parameters } of listEndpoints)
    for (const parameter of parameters)
      if (parameter.name !== 'translation_language')
        expect(parameter.schema, parameter.name).toBeDefined();
});
