import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libImports, unitCycles, unitEdges } from './lib-imports.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// docs/architecture.md, "Layers of lib/".
describe('the layers of lib/', () => {
  it('has no two folders that import each other, directly or round a loop', () => {
    const edges = unitEdges(root);
    expect(edges.size).toBeGreaterThan(50);
    const cycles = unitCycles(edges).map((units) =>
      [...edges]
        .filter(
          ([key]) => units.includes(key.split(' -> ')[0]) && units.includes(key.split(' -> ')[1]),
        )
        .map(([key, files]) => `${key} (${files[0]})`),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const edges = new Map([
      ['lib/a -> lib/b', ['lib/a/x.ts']],
      ['lib/b -> lib/c', ['lib/b/y.ts']],
      ['lib/c -> lib/a', ['lib/c/z.ts']],
      ['lib/c -> lib/d', ['lib/c/z.ts']],
    ]);
    expect(unitCycles(edges).map((units) => [...units].sort())).toEqual([
      ['lib/a', 'lib/b', 'lib/c'],
    ]);
  });

  it('never imports the scripts', () => {
    const intoScripts = libImports(root).filter(([, target]) =>
      target.startsWith(`scripts${path.sep}`),
    );
    expect(intoScripts).toEqual([]);
  });
});
