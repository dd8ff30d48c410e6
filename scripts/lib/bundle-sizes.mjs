// The JavaScript a first load of each admin page downloads, read from what
// `next build` leaves in .next: Next.js 16 with Turbopack no longer prints
// First Load JS per route. A page's first load is the runtime every page
// starts with (build-manifest.json's rootMainFiles; its polyfillFiles are
// `nomodule` scripts, which current browsers skip) and the chunks its client
// reference manifest lists for each of its entries (the root layout, its own
// layouts, the page, and the built-in boundaries).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const CLIENT_MANIFEST = 'page_client-reference-manifest.js';

/** The page routes under `routePrefix`, each with the files its first load fetches, sorted. */
export function readFirstLoadFiles(distDir, routePrefix) {
  const buildManifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  );
  const runtime = buildManifest.rootMainFiles;
  const routes = new Map();
  for (const file of clientManifestFiles(path.join(distDir, 'server', 'app'))) {
    for (const [entry, manifest] of Object.entries(evaluateClientManifest(file))) {
      const route = entry.replace(/\/page$/, '');
      if (!route.startsWith(routePrefix)) continue;
      const files = new Set([...runtime, ...Object.values(manifest.entryJSFiles).flat()]);
      routes.set(route, [...files].sort());
    }
  }
  return new Map([...routes].sort(([a], [b]) => a.localeCompare(b)));
}

function clientManifestFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true })
    .filter((file) => path.basename(file) === CLIENT_MANIFEST)
    .map((file) => path.join(directory, file));
}

// The manifest is a script assigning globalThis.__RSC_MANIFEST[entry] (it is
// loaded with require by the server): run it against a global of its own.
function evaluateClientManifest(file) {
  const context = vm.createContext({});
  vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
  return context.__RSC_MANIFEST ?? {};
}

/** Raw and gzip bytes of a set of build files (gzip as the server sends them). */
export function sizeOfFiles(distDir, files, cache = new Map()) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!cache.has(file)) {
      const bytes = fs.readFileSync(path.join(distDir, file));
      cache.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes).length });
    }
    raw += cache.get(file).raw;
    gzip += cache.get(file).gzip;
  }
  return { files: files.length, raw, gzip };
}

/** Each route's first load, and the part every route shares (which a browser fetches once). */
export function bundleReport(distDir, routePrefix = '/[locale]/admin') {
  const routes = readFirstLoadFiles(distDir, routePrefix);
  const lists = [...routes.values()];
  const shared = (lists[0] ?? []).filter((file) => lists.every((list) => list.includes(file)));
  const cache = new Map();
  return {
    shared: sizeOfFiles(distDir, shared, cache),
    routes: [...routes].map(([route, files]) => ({
      route,
      total: sizeOfFiles(distDir, files, cache),
      own: sizeOfFiles(
        distDir,
        files.filter((file) => !shared.includes(file)),
        cache,
      ),
    })),
  };
}

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(7);

/** The report as a table in kB (1,000 bytes), as `next build` printed it before Turbopack. */
export function formatBundleReport({ shared, routes }) {
  const sharedLabel = `shared by all (${shared.files} files)`;
  const width = Math.max(sharedLabel.length, ...routes.map(({ route }) => route.length));
  const row = (label, total, own) =>
    `${label.padEnd(width)}  ${kB(total.raw)} ${kB(total.gzip)}  ${own ? `${kB(own.raw)} ${kB(own.gzip)}` : ''}`.trimEnd();
  return [
    'First-load JavaScript of the admin pages, kB (raw, gzip; own = beyond the shared part):',
    `${'route'.padEnd(width)}  ${'raw'.padStart(7)} ${'gzip'.padStart(7)}  ${'own raw'.padStart(7)} ${'gzip'.padStart(7)}`,
    ...routes.map(({ route, total, own }) => row(route, total, own)),
    row(sharedLabel, shared),
    '',
  ].join('\n');
}
