import { describe, expect, it } from 'vitest';
import { subtreeIds, treeRows } from './category-tree';

const terms = [
  { id: 1, name: 'Arts', parent: 0 },
  { id: 2, name: 'Jazz', parent: 3 },
  { id: 3, name: 'Music', parent: 0 },
  { id: 4, name: 'Bebop', parent: 2 },
  { id: 5, name: 'Painting', parent: 1 },
];

describe('category tree', () => {
  it('puts each child under its parent, indented by depth', () => {
    expect(treeRows(terms).map(({ term, depth }) => `${depth}:${term.name}`)).toEqual([
      '0:Arts',
      '1:Painting',
      '0:Music',
      '1:Jazz',
      '2:Bebop',
    ]);
  });

  it('starts a tree at a term whose parent is not listed', () => {
    const found = terms.filter((term) => term.id === 2 || term.id === 4);
    expect(treeRows(found).map(({ term, depth }) => `${depth}:${term.name}`)).toEqual([
      '0:Jazz',
      '1:Bebop',
    ]);
  });

  it('knows a category and everything below it', () => {
    expect([...subtreeIds(terms, 3)].sort()).toEqual([2, 3, 4]);
    expect([...subtreeIds(terms, 5)]).toEqual([5]);
  });
});
