import { serializeTerm, type TermContext, type TermRepresentation } from './serialize';
import { countPublishedEvents, findTerms, type TermClient, type TermRow } from './store';
import type { TaxonomyInfo } from './kind';

/**
 * One term's representation (docs/api.md §1.5) with its count and, for a category, the
 * ancestors its `url` names; `terms` spares loading the tree again.
 */
export async function presentTerm(
  client: TermClient,
  info: TaxonomyInfo,
  term: TermRow,
  context: TermContext,
  terms?: ReadonlyMap<number, TermRow>,
): Promise<TermRepresentation> {
  const counts = await countPublishedEvents(client, info.kind, [term.id]);
  const tree =
    terms ??
    (info.isHierarchical
      ? new Map((await findTerms(client, 'category')).map((row) => [row.id, row]))
      : undefined);
  return serializeTerm({ ...term, count: counts.get(term.id) ?? 0 }, info, context, tree);
}
