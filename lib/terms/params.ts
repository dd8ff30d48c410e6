// Parameters that name terms or events (rest-behaviour §3.3, §4.6), checked
// against rows already loaded so that one request reads each table once.
import { idParam, listParam } from '../http/coerce';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../http/request-params';
import type { TermRow } from './store';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/** `include`/`exclude`: ids of existing terms of this taxonomy; an empty list is no list. */
export function termIdsParam(
  name: string,
  value: ParamValue | undefined,
  terms: ReadonlyMap<number, TermRow>,
): number[] | undefined {
  const items = listParam(name, value);
  if (!items?.length) return undefined;
  return items.map((item) => {
    if (!/^\d+$/.test(item) || !terms.has(Number(item))) throw invalid(name);
    return Number(item);
  });
}

/**
 * `parent`: an existing category, or 0 for none (top level), as WordPress
 * reads a parent of 0 (decided: there is no other way to move a category
 * back to the top level).
 */
export function parentParam(
  value: ParamValue | undefined,
  categories: ReadonlyMap<number, TermRow>,
): number | undefined {
  if (value === 0 || value === '0') return 0;
  const id = idParam('parent', value);
  if (id !== undefined && !categories.has(id)) throw invalid('parent');
  return id;
}

/** `post`/`event`: the id of an existing event, looked up by `exists`. */
export async function eventParam(
  name: string,
  value: ParamValue | undefined,
  exists: (id: number) => Promise<boolean>,
): Promise<number | undefined> {
  const id = idParam(name, value);
  if (id !== undefined && !(await exists(id))) throw invalid(name);
  return id;
}
