// The imports between the top-level folders (and files) of lib/, read from
// the source's import lines: what docs/architecture.md's layers rest on.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIPPED = /(\.test\.(ts|mjs)|\.d\.mts)$/;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [file] : [];
  });
}

/** `lib/events` for lib/events/read.ts; `lib/db` for lib/db.ts. */
function unitOf(root, file) {
  const [first, ...rest] = path.relative(path.join(root, 'lib'), file).split(path.sep);
  return `lib/${rest.length > 0 ? first : first.replace(SOURCE, '')}`;
}

/** Every import from a lib/ module, as [from unit, to path relative to root, importing file]. */
export function libImports(root) {
  return sourceFiles(path.join(root, 'lib')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]) => {
      let target;
      if (specifier.startsWith('@/')) target = path.join(root, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else return [];
      return [[unitOf(root, file), path.relative(root, target), path.relative(root, file)]];
    }),
  );
}

/** Edges between distinct units of lib/: a Map of "from -> to" to the importing files. */
export function unitEdges(root) {
  const edges = new Map();
  for (const [from, target, file] of libImports(root)) {
    if (!target.startsWith(`lib${path.sep}`) || target.startsWith(`lib${path.sep}generated`))
      continue;
    const to = unitOf(root, path.join(root, `${target.replace(SOURCE, '')}.ts`));
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, [...(edges.get(key) ?? []), file]);
  }
  return edges;
}

/** The cycles between units, each as its units in order (Tarjan's strongly connected components). */
export function unitCycles(edges) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (unit) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit));
    stack.push(unit);
    for (const to of next.get(unit)) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(unit, Math.min(low.get(unit), low.get(to)));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component = stack.splice(stack.indexOf(unit));
    if (component.length > 1) cycles.push(component);
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}
