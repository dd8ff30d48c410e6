// One request parameter as the interface document declares it (§2, §4). The
// catalogue's tables are made of these; the namespace index writes them as
// `args` (rest-behaviour §8.1) and the OpenAPI document as parameters and
// request bodies (§8.2), so both always agree.

export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

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

export interface ParameterSpec {
  name: string;
  /** Absent for the parameters the interface document leaves untyped. */
  type?: ParameterType;
  /** For the OpenAPI document only: the index lists no format (§8.1). */
  format?: 'date-time' | 'double';
  items?: { type: 'integer' };
  enum?: readonly string[];
  required?: boolean;
  default?: DefaultValue;
  description?: string;
  /**
   * `path`: a value captured from the route's path. `query`: read from the
   * query string whatever the method (translation_language). Otherwise the
   * query string on GET and DELETE, the payload on writes (interface §4).
   */
  location?: 'path' | 'query';
}

type Extra = Omit<ParameterSpec, 'name' | 'type' | 'description'>;

export const field = (
  name: string,
  type: ParameterType | undefined,
  description: string,
  extra: Extra = {},
): ParameterSpec => ({ name, ...(type ? { type } : {}), description, ...extra });

/** The interface's "array of integer": lists of ids (slugs, names or inline data also accepted where §3, §4 say so). */
export const ids = (name: string, description: string, extra: Extra = {}) =>
  field(name, 'array', description, { items: { type: 'integer' }, ...extra });

export const dateTime = (name: string, description: string, extra: Extra = {}) =>
  field(name, 'string', description, { format: 'date-time', ...extra });

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
