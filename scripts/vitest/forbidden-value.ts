// A value each documented parameter type forbids: the unit tests of the
// catalogue (documented-parameters.ts) and the HTTP tests of write parameters
// (e2e/fixtures/write-targets.ts) refuse with it. No vitest here, so
// Playwright can load it too.
import type { OpenAPIV3 } from 'openapi-types';

/**
 * A value the documented schema forbids, or undefined for a type any text
 * satisfies. Numbers are left out: the coordinates are typed as TEC types
 * them, yet accepted with no effect (docs/api.md §3.1).
 */
export function forbiddenValue(schema: OpenAPIV3.SchemaObject): string | undefined {
  if (schema.enum) return 'not-one-of-them';
  if (schema.format === 'date-time') return 'not a date';
  if (schema.type === 'integer' || schema.type === 'array') return 'x';
  if (schema.type === 'boolean') return 'maybe';
  return undefined;
}
