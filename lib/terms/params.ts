// A parameter that names a term (rest-behaviour §4.6), checked against rows
// already loaded so that one request reads each table once.
import { idParam } from '../http/coerce';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../http/request-params';
import type { TermRow } from './store';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

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
