// Parameter types of docs/api.md §0.5. Each coercion returns undefined for a
// missing parameter (absent or JSON null) and throws rest_invalid_param for a bad
// one; the caller decides what is required.
import { isStoredId } from '../ids';
import { ApiError, invalidParams } from '../http/errors';
import type { ParamValue } from './request-params';

const INVALID = 'Invalid parameter.';
const TRUTHY_WORDS = new Set(['1', 'true', 'yes', 'y', 'on', 'enable', 'enabled']);

function invalid(name: string) {
  return invalidParams({ [name]: INVALID });
}

// Type errors carry WordPress's rest_invalid_type details (§7.1).
function notOfType(name: string, type: string) {
  const message = `${name} is not of type ${type}.`;
  return invalidParams(
    { [name]: message },
    { [name]: { code: 'rest_invalid_type', message, data: { param: name } } },
  );
}

/** Boolean-typed params (§0.5): JSON true/false, numbers 1/0, strings 'true'/'false'/'1'/'0' any case. Anything else ('' included) → invalid with reason '<name> is not of type boolean.' */
export function booleanParam(name: string, value: ParamValue | undefined): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  const text =
    typeof value === 'string'
      ? value.toLowerCase()
      : typeof value === 'number'
        ? String(value)
        : '';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw notOfType(name, 'boolean');
}

/** Truthy params (§0.5): any value; true when JSON true, number 1, or one of '1','true','yes','y','on','enable','enabled' (any case, trimmed); otherwise false. */
export function truthyParam(value: ParamValue | undefined): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && TRUTHY_WORDS.has(value.trim().toLowerCase());
}

/** Positive integers (page, per_page): decimal digits only with value ≥ 1 ('02' allowed); JSON numbers that are positive integers also accepted. '0','-1','foo','1.5','' → invalid 'Invalid parameter.' */
export function positiveIntegerParam(
  name: string,
  value: ParamValue | undefined,
): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  // Past 2^53 a number no longer names one page or one id.
  if (!Number.isSafeInteger(number) || number < 1) throw invalid(name);
  return number;
}

/**
 * Id params ('author', 'event', 'post', 'parent'...): a positive integer given
 * as a JSON number or a string of digits → number; anything else, and a number
 * past the id columns (which names no item), → invalid ('Invalid parameter.').
 */
export function idParam(name: string, value: ParamValue | undefined): number | undefined {
  const id = positiveIntegerParam(name, value);
  if (id !== undefined && !isStoredId(id)) throw invalid(name);
  return id;
}

/** List params (§0.5): a JSON array, a bracket list, or one string of comma-separated items; spaces around commas ignored, empty items dropped ('publish, draft' → ['publish','draft']); numbers become their decimal strings; an object (bracket object) is taken as its values in order; nested non-scalar items → invalid. Returns string[]. */
export function listParam(name: string, value: ParamValue | undefined): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.split(',').flatMap(listItem);
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'boolean') throw invalid(name);
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.flatMap((item) => {
    // Items are not split again: a list already says where its items end.
    if (typeof item === 'string') return listItem(item);
    if (typeof item === 'number') return [String(item)];
    if (item === null) return [];
    throw invalid(name);
  });
}

function listItem(text: string): string[] {
  const item = text.trim();
  return item === '' ? [] : [item];
}

/** String params sent as JSON must be JSON strings ('title': 123 → invalid '<name> is not of type string.'); query/form values are already strings. `nonEmpty: true` makes '' invalid ('Invalid parameter.'). */
export function stringParam(
  name: string,
  value: ParamValue | undefined,
  options: { nonEmpty?: boolean } = {},
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw notOfType(name, 'string');
  if (options.nonEmpty && value === '') throw invalid(name);
  return value;
}

/**
 * Runs the coercions of one request and reports every invalid parameter in one
 * 400 (§7.1): in the order of `declared` names, so that a check a handler runs
 * after the schemas (an id that must exist) keeps its parameter's place; other
 * names after them, in call order.
 */
export class ParamErrors {
  private readonly reasons: Record<string, string> = {};
  private readonly details: Record<string, unknown> = {};

  constructor(private readonly declared: readonly string[] = []) {}

  check<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (error) {
      return this.record(error);
    }
  }

  /** `check` for coercions that look something up (an id that must exist). */
  async checkAsync<T>(fn: () => Promise<T>): Promise<T | undefined> {
    try {
      return await fn();
    } catch (error) {
      return this.record(error);
    }
  }

  /** Records `name` as invalid, for what no coercion can tell (an id that must exist). */
  reject(name: string): void {
    this.record(invalid(name));
  }

  private record(error: unknown): undefined {
    if (!(error instanceof ApiError) || error.code !== 'rest_invalid_param') throw error;
    Object.assign(this.reasons, error.data.params);
    Object.assign(this.details, error.data.details);
    return undefined;
  }

  throwIfAny(): void {
    if (Object.keys(this.reasons).length === 0) return;
    throw invalidParams(this.inDeclaredOrder(this.reasons), this.inDeclaredOrder(this.details));
  }

  private inDeclaredOrder<T>(record: Record<string, T>): Record<string, T> {
    const rank = (name: string) => {
      const index = this.declared.indexOf(name);
      return index < 0 ? this.declared.length : index;
    };
    // A stable sort: undeclared names keep their call order.
    return Object.fromEntries(Object.entries(record).sort(([a], [b]) => rank(a) - rank(b)));
  }
}
