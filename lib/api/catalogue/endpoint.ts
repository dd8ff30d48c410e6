// What the catalogue says about one route and each of its handlers: the
// parameters (docs/api.md §A.2, §A.4) and the answers (docs/api.md §1, §2.1,
// §7.3). The index (§8.1) and the OpenAPI document (§8.2) are both read off it.
import { everyEndpointErrors, type ErrorCode } from './errors';
import { translationLanguage } from '../../params/language';
import type { ParameterSpec } from '../../params/declare';
import type { SchemaName } from './schema-builders';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SuccessBody =
  | { kind: 'document' }
  /** One object of `schema`: an item, or another answer the catalogue names (ChangePage). */
  | { kind: 'item'; schema: SchemaName }
  /** The envelope of §2.1 around a list of `schema` under `key`. */
  | { kind: 'collection'; key: string; schema: SchemaName };

export interface EndpointSpec {
  /** One handler: `GET`, `DELETE`, a create `POST`, or an update `POST, PUT, PATCH` (§8.1). */
  methods: readonly Method[];
  summary: string;
  /** Every parameter, translation_language last. */
  parameters: readonly ParameterSpec[];
  success: { status: 200 | 201; description: string; body: SuccessBody };
  /** Every error code the handler can answer (§7.3), those of every handler included. */
  errors: readonly ErrorCode[];
}

export interface RouteSpec {
  /** The WordPress-style pattern keying the index (§8.1). */
  pattern: string;
  /** The OpenAPI path key, relative to the REST base; the index route itself has none (§8.2). */
  path?: string;
  endpoints: readonly EndpointSpec[];
}

/**
 * An endpoint of the table; every handler also takes translation_language
 * (docs/api.md §A.2.6) and may answer the errors of every handler.
 */
export function endpoint(
  methods: readonly Method[],
  summary: string,
  parameters: readonly ParameterSpec[],
  success: EndpointSpec['success'],
  errors: readonly ErrorCode[],
): EndpointSpec {
  return {
    methods,
    summary,
    parameters: [...parameters, translationLanguage],
    success,
    errors: [...new Set([...everyEndpointErrors, ...errors])],
  };
}

export function methodsOf(route: RouteSpec): Method[] {
  return [...new Set(route.endpoints.flatMap((candidate) => candidate.methods))];
}
