import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api/openapi-document';
import type { ApiError } from '../http/errors';
import type { Params } from '../params/request-params';
import { readTermInput, termInputErrors } from './schema-write';
import type { TermRow } from './store';
import { taxonomies, type TaxonomyInfo } from './kind';

const defaults = { per_page: '10', start_date: '2025-03-09 23:59:00', end_date: '2027-03-10' };
const document = openApiDocument({ restBase: 'http://calendar.test/calendar/events/v1', defaults });

/** The fields the document lists for a create's payload. */
function documentedFields(collection: string): string[] {
  const body = document.paths[`/${collection}`]?.post?.requestBody as OpenAPIV3.RequestBodyObject;
  const schema = body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
  return Object.keys(schema.properties ?? {}).filter((name) => name !== 'translation_language');
}

function namesRead(info: TaxonomyInfo): string[] {
  const names = new Set<string>();
  const params = new Proxy<Params>(Object.create(null), {
    get: (target, name) => (typeof name === 'string' && names.add(name), Reflect.get(target, name)),
    getOwnPropertyDescriptor: (target, name) => (
      typeof name === 'string' && names.add(name),
      Reflect.getOwnPropertyDescriptor(target, name)
    ),
  });
  readTermInput(info, params, termInputErrors(info), new Map());
  return [...names];
}

const category = (id: number, parentId: number | null) => ({ id, parentId }) as TermRow;

describe('readTermInput (docs/api.md §4.6)', () => {
  it('reads exactly the fields the OpenAPI document lists for a create', () => {
    expect(namesRead(taxonomies.category)).toEqual(documentedFields('categories'));
    // A tag's parent is refused after the permission check, not read here (§7.2).
    expect(namesRead(taxonomies.tag)).toEqual(documentedFields('tags'));
  });

  it("reports the schemas' failures and its own in declaration order", () => {
    const info = taxonomies.category;
    const errors = termInputErrors(info);
    const terms = new Map([
      [1, category(1, null)],
      [2, category(2, 1)],
    ]);
    const params = { parent: '2', slug: '', name: '<b></b>' };
    readTermInput(info, params, errors, terms, terms.get(1));
    let error: ApiError | undefined;
    try {
      errors.throwIfAny();
    } catch (thrown) {
      error = thrown as ApiError;
    }
    // A name empty once cleaned, and a category moved below its own child.
    expect(error?.message).toBe('Invalid parameter(s): name, slug, parent');
  });

  it('takes 0 as the top level and cleans the text', () => {
    const info = taxonomies.category;
    const errors = termInputErrors(info);
    const input = readTermInput(info, { name: ' <i>Jazz</i> ', parent: 0 }, errors, new Map());
    expect(() => errors.throwIfAny()).not.toThrow();
    expect(input).toMatchObject({ name: 'Jazz', parent: 0 });
  });
});
