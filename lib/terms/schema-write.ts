// The fields of a term write (docs/api.md §4.6), cleaned as §0.7 says.
import { categoryFields, tagFields } from './schema';
import { ParamErrors } from '../params/coerce';
import { readParameters } from '../params/read-parameters';
import type { Params } from '../params/request-params';
import { cleanedIfSent, plainText, richText } from '../text/sanitize';
import type { TermRow } from './store';
import type { TaxonomyInfo } from './kind';

export interface TermInput {
  name?: string;
  description?: string;
  slug?: string;
  /** Categories only: the new parent, 0 for none. */
  parent?: number;
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

// `parent` on /tags is refused after the permission check (§4.6, §7.2), so
// tags do not read it here.
const fieldsOf = (info: TaxonomyInfo) => (info.isHierarchical ? categoryFields : tagFields);

/** Failures of a term write, reported in the order of its path id and fields (§7.1). */
export const termInputErrors = (info: TaxonomyInfo) =>
  new ParamErrors(['id', ...fieldsOf(info).map(({ name }) => name)]);

/**
 * Checks every field through its declaration (schema.ts), reporting
 * failures to `errors` (made by termInputErrors); what is left here is the
 * cleaning of §0.7 and where the parent sits in the tree.
 */
export function readTermInput(
  info: TaxonomyInfo,
  params: Params,
  errors: ParamErrors,
  terms: ReadonlyMap<number, TermRow>,
  current?: TermRow,
): TermInput {
  const values = readParameters(fieldsOf(info), params, errors);
  // A name is plain text; one that is empty once cleaned (`<b></b>`) is invalid too.
  const name = cleanedIfSent(values.name, plainText);
  if (name === '') errors.reject('name');
  // 0 is the top level, not a category.
  const { parent } = values;
  const isMisplaced = (id: number) =>
    !terms.has(id) || (current !== undefined && isInSubtree(id, current.id, terms));
  if (parent && isMisplaced(parent)) errors.reject('parent');
  return {
    name,
    description: cleanedIfSent(values.description, richText),
    slug: values.slug,
    parent,
  };
}
