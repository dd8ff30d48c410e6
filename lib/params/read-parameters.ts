// Reads a request's parameters through their declarations: the same objects the
// namespace index and the OpenAPI document are written from (lib/api/catalogue),
// so what a handler accepts and what the documents say cannot drift apart.
import type { z } from 'zod';
import { ParamErrors } from './coerce';
import type { Params } from './request-params';

/** A parameter a handler reads: its wire name and the schema that validates it (param-schemas.ts). */
export interface ParameterDeclaration<
  Name extends string = string,
  Schema extends z.ZodType = z.ZodType,
> {
  name: Name;
  schema: Schema;
}

/** Each declared parameter's typed value, keyed by its wire name; undefined when missing or invalid. */
export type ParameterValues<Declarations extends readonly ParameterDeclaration[]> = {
  [Declaration in Declarations[number] as Declaration['name']]:
    z.output<Declaration['schema']> | undefined;
};

/** A ParamErrors reporting in the order of `declarations` (docs/api.md §7.1). */
export const paramErrorsFor = (declarations: readonly ParameterDeclaration[]) =>
  new ParamErrors(declarations.map(({ name }) => name));

/**
 * Every declared parameter through its schema, in declaration order, invalid
 * ones recorded in `errors`; the caller adds its own checks (a status the
 * caller may not ask for, an id that must exist) and throws them all at once.
 */
export function readParameters<const Declarations extends readonly ParameterDeclaration[]>(
  declarations: Declarations,
  params: Params,
  errors: ParamErrors,
): ParameterValues<Declarations> {
  const values: Record<string, unknown> = {};
  for (const { name, schema } of declarations) {
    // Own values only: a parameter named `constructor` is no declaration's.
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    values[name] = errors.check(() => schema.parse(value));
  }
  return values as ParameterValues<Declarations>;
}
