// Zod schemas of the parameter types of docs/api.md §0.5, one maker per type.
// A schema is both the validator and the documented type: its wire side takes
// any value (query strings, bracket lists, JSON) through the coercions of
// coerce.ts, whose ApiError carries §7.1's reason and details and passes
// through zod untouched; its output side is what the namespace index and the
// OpenAPI document write (declare.ts). A missing value (absent or
// JSON null) is undefined; what is required is the caller's to decide.
import { z } from 'zod';
import { isStoredId, MAX_ID } from '../ids';
import {
  booleanParam,
  idParam,
  listParam,
  positiveIntegerParam,
  stringParam,
  truthyParam,
} from './coerce';
import { invalidParams } from '../http/errors';
import type { ParamValue } from './request-params';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/** Any wire value through `coerce`, then checked against the documented `output`. */
export function wire<Value, Output extends z.ZodType<unknown, Awaited<Value>>>(
  coerce: (value: ParamValue | undefined) => Value,
  output: Output,
) {
  return z
    .unknown()
    .transform((value) => coerce(value as ParamValue | undefined))
    .pipe(output);
}

/** JSON true/false, 1/0, 'true'/'false'/'1'/'0' any case; anything else: '<name> is not of type boolean.' */
export const booleanSchema = (name: string) =>
  wire((value) => booleanParam(name, value), z.boolean().optional());

/**
 * Any wire value through `coerce`, with no documented output: a transform
 * documents no type, as the interface leaves some parameters untyped. A
 * reader whose output zod cannot describe (a link to another item) names its
 * documented type with `.meta()`.
 */
export const untypedSchema = <Value>(coerce: (value: ParamValue | undefined) => Value) =>
  z.unknown().transform((value) => coerce(value as ParamValue | undefined));

/** The truthy words of §0.5, anything else false. Never invalid, so the interface leaves it untyped. */
export const truthySchema = untypedSchema(truthyParam);

/** Digits, or a JSON number, at least 1 (page, per_page and ids of §0.5). */
export const positiveIntegerSchema = (name: string) =>
  wire((value) => positiveIntegerParam(name, value), z.int().min(1).optional());

/** An id of §0.2 (`author`, `event`, `post`): digits or a JSON number that could name a stored item. */
export const idSchema = (name: string) =>
  wire((value) => idParam(name, value), z.int().min(1).max(MAX_ID).optional());

/** Digits, or a JSON number, 0 allowed, at most an id (`post_parent`, §3.1). */
export const nonNegativeIntegerSchema = (name: string) =>
  wire((value) => {
    if (value === undefined || value === null) return undefined;
    // As written (an array of one item included); past the id columns digits name no post.
    const isDigits = typeof value === 'number' || /^\d+$/.test(String(value));
    if (!isDigits || !(Number(value) === 0 || isStoredId(Number(value)))) throw invalid(name);
    return Number(value);
  }, z.int().min(0).max(MAX_ID).optional());

/** An id, or 0 for none (a category's `parent`, terms/params.ts). */
export const idOrZeroSchema = (name: string) =>
  wire(
    (value) => (value === 0 || value === '0' ? 0 : idParam(name, value)),
    z.int().min(0).optional(),
  );

/** A list of §0.5 (JSON array, bracket list or comma-separated string) of strings. */
export const stringListSchema = (name: string) =>
  wire((value) => listParam(name, value), z.array(z.string()).optional());

/**
 * A list of §0.5 whose every item is an id; an empty list stays empty. An item
 * past the id columns names nothing: invalid where every item must name an
 * item, or left out where `unknownIds: 'match nothing'` (the event list's
 * `include`, §3.1), so the list matches what its other ids match.
 */
export const idListSchema = (name: string, options: { unknownIds?: 'match nothing' } = {}) =>
  wire(
    (value) => {
      const items = listParam(name, value);
      if (items?.some((item) => !/^\d+$/.test(item) || Number(item) < 1)) throw invalid(name);
      const ids = items?.map(Number);
      if (options.unknownIds === 'match nothing') return ids?.filter(isStoredId);
      if (ids?.some((id) => !isStoredId(id))) throw invalid(name);
      return ids;
    },
    z.array(z.int().min(1).max(MAX_ID)).optional(),
  );

/** A string; a JSON non-string: '<name> is not of type string.'; '' is allowed (it clears, §4.3). */
export const stringSchema = (name: string) =>
  wire((value) => stringParam(name, value), z.string().optional());

/** A string; a JSON non-string: '<name> is not of type string.'; '' is invalid. */
export const nonEmptyStringSchema = (name: string) =>
  wire((value) => stringParam(name, value, { nonEmpty: true }), z.string().optional());

const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  (values as readonly unknown[]).includes(value);

/** One of `values`, exactly; anything else is invalid. */
export const oneOfSchema = <const Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
) =>
  wire((value) => {
    if (value === undefined || value === null) return undefined;
    if (!isOneOf(values, value)) throw invalid(name);
    return value;
  }, z.enum(values).optional());

/**
 * A date of §0.6 as given, read later in the zone the handler knows (the
 * site's); only a string or a number can be one.
 */
export const dateTimeTextSchema = (name: string) =>
  wire(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string' && typeof value !== 'number') throw invalid(name);
      return String(value);
    },
    z.string().optional().meta({ format: 'date-time' }),
  );

/** Any scalar as text, never invalid (parameters accepted with no effect, §3.1). */
export const anyTextSchema = untypedSchema((value) =>
  value === undefined || value === null ? undefined : String(value),
);

/**
 * A value passed on as sent, JSON null as missing, for a reader that needs the
 * database to judge it (an image's id or URL, §4.7); the interface types it
 * as a string.
 */
export const asSentSchema = untypedSchema((value) => value ?? undefined).meta({ type: 'string' });
