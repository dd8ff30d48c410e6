// One source of truth (issue 9), for writes: each create and update reads
// exactly the payload fields the OpenAPI document lists for it, and refuses
// what their documented type forbids, naming the field in the 400. The writes
// run whole, against the database, as their route handlers call them.
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor } from '../../../scripts/vitest/rows';
import type { Caller } from '../../auth/caller';
import { findEvent } from '../../events/read-lookup';
import { createEvent, updateEvent } from '../../events/write';
import { restBase } from '../../http/headers';
import type { Params } from '../../params/request-params';
import { organizers } from '../../linked-posts/organizer/kind';
import { createLinkedPostItem, updateLinkedPostItem } from '../../linked-posts/handlers';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from '../../linked-posts/kind';
import { createTerm, updateTerm } from '../../terms/handlers';
import { taxonomies, type TermKind } from '../../terms/kind';
import { venues } from '../../linked-posts/venue/kind';
import { openApiDocument } from '../openapi-document';
import {
  expectRefusalNaming,
  recordingParams,
} from '../../../scripts/vitest/documented-parameters';
import { forbiddenValue } from '../../../scripts/vitest/forbidden-value';

const baseUrl = 'http://calendar.test';
const language = 'en' as const;
const defaults = { per_page: '10', start_date: '2025-03-09 23:59:00', end_date: '2027-03-10' };
const document = openApiDocument({ restBase: restBase(baseUrl, language), defaults });

let caller: Caller;
beforeAll(async () => {
  caller = { id: await createAuthor(`writes-${Date.now()}@example.org`), role: 'administrator' };
});

type Write = (params: Params) => Promise<unknown>;

const eventRequest = () => ({ params: {}, baseUrl, language, caller });
const linkedRequest = (params: Params) => ({ params, payload: params, caller, language, baseUrl });
const termOptions = () => ({
  caller,
  language,
  context: { baseUrl, language, restBase: restBase(baseUrl, language) },
});

let made = 0;
const unique = (text: string) => `${text} ${Date.now()} ${++made}`;
const eventFields = () => ({
  title: unique('Event'),
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 12:00:00',
});

async function newEventId(): Promise<number> {
  return (await createEvent(eventFields(), eventRequest())).id;
}

const updateEventBy =
  (takesPassword: boolean): Write =>
  async (params) => {
    const event = (await findEvent(await newEventId()))!;
    return updateEvent(event, params, eventRequest(), { takesPassword });
  };

// A create gets the recording parameters themselves, its required name among them.
function linkedWrites<Row extends LinkedPostRow, Input extends LinkedPostInput>(
  kind: LinkedPostKind<Row, Input>,
): [create: Write, update: Write, required: () => Params] {
  const required = () => ({ [kind.model]: unique(kind.model) });
  const create: Write = (params) => createLinkedPostItem(kind, linkedRequest(params));
  const update: Write = async (params) => {
    const made = (await create(required())) as { body: { id: number } };
    return updateLinkedPostItem(kind, { id: String(made.body.id) }, linkedRequest(params));
  };
  return [create, update, required];
}

function termWrites(kind: TermKind): [create: Write, update: Write, required: () => Params] {
  const info = taxonomies[kind];
  const required = () => ({ name: unique(kind) });
  const create: Write = (params) => createTerm(info, params, termOptions());
  const update: Write = async (params) => {
    const term = (await create(required())) as { id: number };
    return updateTerm(info, term.id, params, termOptions());
  };
  return [create, update, required];
}

const [createVenue, updateVenue, venueName] = linkedWrites(venues);
const [createOrganizer, updateOrganizer, organizerName] = linkedWrites(organizers);
const [createCategory, updateCategory, categoryName] = termWrites('category');
const [createTag, updateTag, tagName] = termWrites('tag');
const nothing = () => ({});

/**
 * Each write's operation in the document, the write, what the test must send
 * for the write to go ahead, and what it reads beyond the document: the
 * `slug` of venues and organizers (docs/api.md §4.1, §6; the index lists
 * the interface's fields exactly, §8.1) and a `parent` sent to /tags, which
 * gets its own refusal (§4.6).
 */
const writes: [operation: string, write: Write, required: () => Params, alsoRead: string[]][] = [
  ['post /events', (params) => createEvent(params, eventRequest()), eventFields, []],
  ['patch /events/{id}', updateEventBy(true), nothing, []],
  ['patch /events/by-slug/{slug}', updateEventBy(false), nothing, []],
  ['post /venues', createVenue, venueName, ['slug']],
  ['patch /venues/{id}', updateVenue, nothing, ['slug']],
  ['post /organizers', createOrganizer, organizerName, ['slug']],
  ['patch /organizers/{id}', updateOrganizer, nothing, ['slug']],
  ['post /categories', createCategory, categoryName, []],
  ['patch /categories/{id}', updateCategory, nothing, []],
  ['post /tags', createTag, tagName, ['parent']],
  ['patch /tags/{id}', updateTag, nothing, ['parent']],
];

/** The fields of the operation's request body, as the document lists them. */
function documentedFields(operation: string): [string, OpenAPIV3.SchemaObject][] {
  const [method, path] = operation.split(' ') as ['post' | 'patch', string];
  const body = document.paths[path]?.[method]?.requestBody as OpenAPIV3.RequestBodyObject;
  const schema = body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
  return Object.entries(schema.properties ?? {}) as [string, OpenAPIV3.SchemaObject][];
}

/** A category or tag is also named (docs/api.md §4.2.6), so no text is refused there. */
const isNamed = (name: string) => name === 'categories' || name === 'tags';

describe.each(writes)('%s', (operation, write, required, alsoRead) => {
  it('reads every field the OpenAPI document lists, and no other', async () => {
    const documented = documentedFields(operation).map(([name]) => name);
    const { params, namesRead } = recordingParams(required());
    await write(params);
    expect(namesRead()).toEqual([...documented, ...alsoRead].sort());
  });

  it('refuses each value its documented type forbids, naming that field', async () => {
    const checked = documentedFields(operation).flatMap(([name, schema]) => {
      const value = isNamed(name) ? undefined : forbiddenValue(schema);
      return value === undefined ? [] : [[name, value] as const];
    });
    // Only the tag fields are all strings, which any text satisfies.
    expect(checked.length === 0, 'nothing to check').toBe(
      operation.endsWith('/tags') || operation.endsWith('/tags/{id}'),
    );
    for (const [name, value] of checked)
      await expectRefusalNaming(name, () => write({ ...required(), [name]: value }));
  });
});
