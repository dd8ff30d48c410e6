// Categories form a tree (docs/api.md §1.5 `parent`); lists show it in
// order, each child under its parent and indented by its depth.

export interface TreeTerm {
  id: number;
  name: string;
  parent?: number;
}

export interface TreeRow<Term extends TreeTerm> {
  term: Term;
  depth: number;
}

/**
 * Depth-first, siblings in the given order. A term whose parent is not among
 * `terms` (a search found the child only) starts a tree of its own.
 */
export function treeRows<Term extends TreeTerm>(terms: readonly Term[]): TreeRow<Term>[] {
  const ids = new Set(terms.map((term) => term.id));
  const children = new Map<number, Term[]>();
  for (const term of terms) {
    const parent = term.parent && ids.has(term.parent) ? term.parent : 0;
    children.set(parent, [...(children.get(parent) ?? []), term]);
  }
  const rows: TreeRow<Term>[] = [];
  const visit = (parent: number, depth: number) => {
    for (const term of children.get(parent) ?? []) {
      rows.push({ term, depth });
      visit(term.id, depth + 1);
    }
  };
  visit(0, 0);
  return rows;
}

/** The ids of a category and all below it: none of them can become its parent (§4.6). */
export function subtreeIds(terms: readonly TreeTerm[], root: number): Set<number> {
  const ids = new Set([root]);
  for (const { term } of treeRows(terms)) {
    if (term.parent && ids.has(term.parent)) ids.add(term.id);
  }
  return ids;
}
