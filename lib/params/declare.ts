// One request parameter as the interface declares it (docs/api.md §A.2, §A.4). The
// catalogue's tables are made of these; the namespace index writes them as
// `args` (docs/api.md §8.1) and the OpenAPI document as parameters and
// request bodies (§8.2), so both always agree. A parameter declared with a
// schema (`param`) is also what its handler reads, so the handler agrees too.
import { z } from 'zod';
import type { ParameterDeclaration } from './read-parameters';
import {
  booleanSchema,
  nonEmptyStringSchema,
  positiveIntegerSchema,
  stringListSchema,
} from './schemas';

export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** What the index (type, items, enum) and the OpenAPI document (format too) say of a value. */
export interface DocumentedType {
  /** Absent for the parameters the interface document leaves untyped. */
  type?: ParameterType;
  /** For the OpenAPI document only: the index lists no format (§8.1). */
  format?: 'date-time' | 'double';
  items?: { type: 'integer' };
  enum?: readonly string[];
}

/** Defaults that change while the service runs: a setting (§2.2) and the clock (§3.1). */
export interface CurrentDefaults {
  per_page: string;
  start_date: string;
  end_date: string;
}

/** A default resolved when a document is built, never written into the table as a value. */
export interface CurrentDefault {
  current: keyof CurrentDefaults;
}

export type DefaultValue = string | number | boolean | null | CurrentDefault;

export interface ParameterSpec extends DocumentedType {
  name: string;
  /**
   * The validator of a parameter its handler reads through the catalogue
   * (lib/params/read-parameters.ts); its output is the documented type, and the
   * keys of DocumentedType stay unset. Every list parameter, write field and
   * translation_language has one; the path values and the index's own two,
   * which their routes check by pattern or by value, declare their type instead.
   */
  schema?: z.ZodType;
  required?: boolean;
  default?: DefaultValue;
  description?: string;
  /**
   * `path`: a value captured from the route's path. `query`: read from the
   * query string whatever the method (translation_language). Otherwise the
   * query string on GET and DELETE, the payload on writes (docs/api.md §A.4).
   */
  location?: 'path' | 'query';
}

type Extra = Omit<ParameterSpec, 'name' | 'type' | 'description' | 'schema'>;
type ParamExtra = Pick<ParameterSpec, 'default' | 'required' | 'location'>;

/** A parameter read through `schema`, which is also what documents its type. */
export const param = <const Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
  description: string,
  extra: ParamExtra = {},
) => ({ name, schema, description, ...extra }) satisfies ParameterDeclaration & ParameterSpec;

export const field = (
  name: string,
  type: ParameterType | undefined,
  description: string,
  extra: Extra = {},
): ParameterSpec => ({ name, ...(type ? { type } : {}), description, ...extra });

export const current = (name: keyof CurrentDefaults): CurrentDefault => ({ current: name });

export function isCurrentDefault(value: DefaultValue | undefined): value is CurrentDefault {
  return typeof value === 'object' && value !== null;
}

/** The value a default stands for now. */
export function resolveDefault(
  value: DefaultValue | undefined,
  defaults: CurrentDefaults,
): Exclude<DefaultValue, CurrentDefault> | undefined {
  return isCurrentDefault(value) ? defaults[value.current] : value;
}

/** The same parameters, with `names` required (a create's required fields). */
export function requiring(parameters: readonly ParameterSpec[], names: readonly string[]) {
  return parameters.map((parameter) =>
    names.includes(parameter.name) ? { ...parameter, required: true } : parameter,
  );
}

export function without(parameters: readonly ParameterSpec[], names: readonly string[]) {
  return parameters.filter((parameter) => !names.includes(parameter.name));
}

const PARAMETER_TYPES: readonly unknown[] = ['string', 'integer', 'number', 'boolean', 'array'];
const FORMATS: readonly unknown[] = ['date-time', 'double'];
const documentedTypes = new WeakMap<z.ZodType, DocumentedType>();

/**
 * The type a schema's output documents: its JSON Schema, of which the index
 * and OpenAPI 3.0 keep type, format, items' type and enum. A schema whose
 * output is a bare transform (a value never invalid) documents no type.
 */
function documentedTypeOf(schema: z.ZodType): DocumentedType {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  const items = typeof json.items === 'object' && !Array.isArray(json.items) ? json.items : {};
  return {
    ...(PARAMETER_TYPES.includes(json.type) ? { type: json.type as ParameterType } : {}),
    ...(FORMATS.includes(json.format) ? { format: json.format as DocumentedType['format'] } : {}),
    ...(json.type === 'array' && items.type === 'integer' ? { items: { type: 'integer' } } : {}),
    ...(Array.isArray(json.enum) ? { enum: json.enum.map(String) } : {}),
  };
}

/** What the documents say of a parameter's value: read off its schema when it has one. */
export function documentedType(parameter: ParameterSpec): DocumentedType {
  const { schema } = parameter;
  if (!schema) {
    const { type, format, items, enum: values } = parameter;
    return { type, format, items, enum: values };
  }
  let documented = documentedTypes.get(schema);
  if (!documented) {
    documented = documentedTypeOf(schema);
    documentedTypes.set(schema, documented);
  }
  return documented;
}

// Makers the resources' declarations share (lib/<resource>/schema*.ts).

export type DefaultOnly = { default?: DefaultValue };
export const optional = { default: null } as const;

export const flag = <const Name extends string>(
  name: Name,
  description: string,
  extra: DefaultOnly = {},
) => param(name, booleanSchema(name), description, extra);

export const nonEmptyText = <const Name extends string>(name: Name, description: string) =>
  param(name, nonEmptyStringSchema(name), description);

/** `page` and `per_page` of every paged list (docs/api.md §2.2). */
export const paging = (items: string) =>
  [
    param('page', positiveIntegerSchema('page'), 'Page of the collection to return', {
      default: 1,
    }),
    param('per_page', positiveIntegerSchema('per_page'), `Number of ${items} per page`, {
      default: current('per_page'),
    }),
  ] as const;

/** The interface types `status` as a string; a list of them is read, as WordPress does (§0.5). */
export const statusListSchema = () => stringListSchema('status').meta({ type: 'string' });
