// Small constructors for the OpenAPI 3.0 schema objects of the catalogue, so
// the representation tables (schemas.ts) read as a list of fields.
import type { OpenAPIV3 } from 'openapi-types';

export type Schema = OpenAPIV3.SchemaObject;
export type SchemaOrRef = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

/**
 * The component schemas of docs/api.md §8.2, in its order, then the error
 * body of §7.1 (decided) and the change feed's page (docs/sync.md).
 */
export const schemaNames = [
  'ImageSize',
  'CostDetails',
  'Term',
  'Image',
  'DateDetails',
  'Event',
  'Venue',
  'Organizer',
  'Error',
  'ChangePage',
] as const;
export type SchemaName = (typeof schemaNames)[number];

export const ref = (name: SchemaName): OpenAPIV3.ReferenceObject => ({
  $ref: `#/components/schemas/${name}`,
});

type Extra = Partial<OpenAPIV3.NonArraySchemaObject>;

export const string = (description: string, extra: Extra = {}): Schema => ({
  type: 'string',
  description,
  ...extra,
});
export const integer = (description: string, extra: Extra = {}): Schema => ({
  type: 'integer',
  description,
  ...extra,
});
export const boolean = (description: string, extra: Extra = {}): Schema => ({
  type: 'boolean',
  description,
  ...extra,
});
export const arrayOf = (items: SchemaOrRef, description: string): Schema => ({
  type: 'array',
  items,
  description,
});

/** An object; `optional` names the keys that may be absent, every other key is always present. */
export function object(
  properties: Record<string, SchemaOrRef>,
  optional: readonly string[] = [],
  description?: string,
): Schema {
  const required = Object.keys(properties).filter((name) => !optional.includes(name));
  return {
    type: 'object',
    ...(description ? { description } : {}),
    // JSON Schema draft 4, under OpenAPI 3.0, wants a non-empty list or none.
    ...(required.length ? { required } : {}),
    properties,
  };
}
