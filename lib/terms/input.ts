// The fields of a term write (rest-behaviour §4.6), cleaned as §0.7 says.
import type { ParamErrors } from '../http/coerce';
import { stringParam } from '../http/coerce';
import { invalidParams } from '../http/errors';
import type { ParamValue, Params } from '../http/request-params';
import { plainText, richText } from '../text/sanitize';
import { parentParam } from './params';
import type { TermRow } from './store';
import type { TaxonomyInfo } from './taxonomies';

export interface TermInput {
  name?: string;
  description?: string;
  slug?: string;
  /** Categories only: the new parent, 0 for none. */
  parent?: number;
}

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/** A name is plain text; one that is empty once cleaned (`<b></b>`) is invalid too. */
function nameParam(value: ParamValue | undefined): string | undefined {
  const raw = stringParam('name', value, { nonEmpty: true });
  if (raw === undefined) return undefined;
  const name = plainText(raw);
  if (name === '') throw invalid('name');
  return name;
}

/** §4.6 (decided): a category cannot move below itself or one of its descendants. */
function isInSubtree(id: number, root: number, terms: ReadonlyMap<number, TermRow>): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = id; at != null && !seen.has(at);) {
    if (at === root) return true;
    seen.add(at);
    at = terms.get(at)?.parentId;
  }
  return false;
}

function treeParentParam(
  value: ParamValue | undefined,
  terms: ReadonlyMap<number, TermRow>,
  current: TermRow | undefined,
): number | undefined {
  const parent = parentParam(value, terms);
  if (parent && current && isInSubtree(parent, current.id, terms)) throw invalid('parent');
  return parent;
}

/** Checks every field, reporting failures to `errors` in declaration order. */
export function readTermInput(
  info: TaxonomyInfo,
  params: Params,
  errors: ParamErrors,
  terms: ReadonlyMap<number, TermRow>,
  current?: TermRow,
): TermInput {
  const name = errors.check(() => nameParam(params.name));
  const description = errors.check(() => {
    const value = stringParam('description', params.description, { nonEmpty: true });
    return value === undefined ? undefined : richText(value);
  });
  const slug = errors.check(() => stringParam('slug', params.slug, { nonEmpty: true }));
  // `parent` on /tags is refused after the permission check (§4.6, §7.2).
  const parent = info.isHierarchical
    ? errors.check(() => treeParentParam(params.parent, terms, current))
    : undefined;
  return { name, description, slug, parent };
}
