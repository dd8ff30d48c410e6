// What every answer of the namespace owes a client whatever it sent: no 5xx,
// and each error as the JSON body of docs/api.md §7.1 with a status and
// code the OpenAPI document (§8.2) lists for the operation addressed.
import { expect, type APIResponse } from '@playwright/test';
import type { OpenAPIV3 } from 'openapi-types';
import { routes } from '../../../lib/api/catalogue/routes';

/** An answer as the properties read it, from Playwright's client or from a raw request. */
export interface Answer {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  text: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> | string[] } & Record<string, unknown>;
}

export async function answerOf(response: APIResponse): Promise<Answer> {
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

/** The §7.1 body of an error answer, checked; `undefined` for a HEAD, which has none. */
export function expectJsonError(
  answer: Answer,
  described: string,
  isHead = false,
): ErrorBody | undefined {
  expect(answer.status, described).toBeLessThan(500);
  if (isHead) return undefined;
  expect(answer.headers['content-type'], described).toContain('application/json');
  const body = JSON.parse(answer.text) as ErrorBody;
  expect(typeof body.code, described).toBe('string');
  expect(typeof body.message, described).toBe('string');
  expect(body.data?.status, described).toBe(answer.status);
  return body;
}

/** The document's paths (§8.2) with the route patterns they answer, a language prefix aside. */
const documentedPaths = routes.flatMap((route) =>
  route.path
    ? [
        {
          path: route.path,
          pattern: new RegExp(`^${route.pattern.replace(/\(\?P</g, '(?<')}/?$`, 'i'),
        },
      ]
    : [],
);

/**
 * An error answer of a documented operation carries a status the operation
 * lists and a code its schema enumerates for that status. The operation is
 * the one the URL as sent names (a client resolves `..` in a path);
 * `rest_no_route` means it named none after all (§7.2 step 1).
 */
export function expectDocumented(
  openApi: OpenAPIV3.Document,
  sent: { method: string; effectiveMethod: string },
  url: string,
  status: number,
  code: string,
  described: string,
) {
  if (sent.method === 'OPTIONS' || code === 'rest_no_route') return;
  const pathname = new URL(url).pathname.replace(/^\/(en|fr|es)(?=\/)/i, '');
  const path = documentedPaths.find(({ pattern }) => pattern.test(pathname))?.path;
  if (!path) return;
  const method = sent.effectiveMethod.toLowerCase() as OpenAPIV3.HttpMethods;
  const where = `${described}: ${code} for ${method} ${path}`;
  const response = openApi.paths[path]?.[method]?.responses[String(status)] as
    OpenAPIV3.ResponseObject | undefined;
  expect(response, `${where}, status documented`).toBeDefined();
  const schema = response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
  const narrowed = schema.allOf?.[1] as OpenAPIV3.SchemaObject;
  const codes = (narrowed.properties?.code as OpenAPIV3.SchemaObject).enum;
  expect(codes, `${where}, code documented`).toContain(code);
}

/** Names `data.params` gives for a rest_invalid_param (an object) or a missing parameter (a list). */
export const paramsNamed = (body: ErrorBody | undefined) => {
  const params = body?.data.params;
  return Array.isArray(params) ? params : Object.keys(params ?? {});
};
