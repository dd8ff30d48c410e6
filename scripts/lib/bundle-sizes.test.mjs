import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, formatBundleReport, readFirstLoadFiles } from './bundle-sizes.mjs';

// A build in miniature, shaped as Next.js 16 (Turbopack) writes .next.
const chunks = {
  'static/chunks/runtime.js': 'r'.repeat(1000),
  'static/chunks/polyfill.js': 'p'.repeat(5000),
  'static/chunks/layout.js': 'const layout = 1;\n'.repeat(50),
  'static/chunks/events.js': 'e'.repeat(300),
  'static/chunks/venues.js': 'v'.repeat(700),
  'static/chunks/login.js': 'l'.repeat(9000),
};
const clientManifest = (entry, entryJSFiles) =>
  'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;
const pages = {
  '[locale]/admin/events': {
    '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
    '[project]/app/[locale]/admin/events/page': [
      'static/chunks/layout.js',
      'static/chunks/events.js',
    ],
  },
  '[locale]/admin/venues': {
    '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
    '[project]/app/[locale]/admin/venues/page': ['static/chunks/venues.js'],
  },
  '[locale]/login': { '[project]/app/[locale]/login/page': ['static/chunks/login.js'] },
};

let distDir = '';
beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-sizes-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), text);
  };
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/runtime.js'],
    }),
  );
  for (const [file, text] of Object.entries(chunks)) write(file, text);
  for (const [route, entries] of Object.entries(pages)) {
    write(
      `server/app/${route}/page_client-reference-manifest.js`,
      clientManifest(`/${route}/page`, entries),
    );
  }
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const gzipOf = (file) => zlib.gzipSync(chunks[file]).length;

describe('readFirstLoadFiles', () => {
  it("gives each route under the prefix the runtime and its entries' chunks, without polyfills", () => {
    expect(readFirstLoadFiles(distDir, '/[locale]/admin')).toEqual(
      new Map([
        [
          '/[locale]/admin/events',
          ['static/chunks/events.js', 'static/chunks/layout.js', 'static/chunks/runtime.js'],
        ],
        [
          '/[locale]/admin/venues',
          ['static/chunks/layout.js', 'static/chunks/runtime.js', 'static/chunks/venues.js'],
        ],
      ]),
    );
  });
});

describe('bundleReport', () => {
  it('counts raw and gzip bytes, the shared part once and each route beyond it', () => {
    const report = bundleReport(distDir);
    const shared = ['static/chunks/layout.js', 'static/chunks/runtime.js'];
    const sharedRaw = shared.reduce((sum, file) => sum + chunks[file].length, 0);
    const sharedGzip = shared.reduce((sum, file) => sum + gzipOf(file), 0);
    expect(report.shared).toEqual({ files: 2, raw: sharedRaw, gzip: sharedGzip });
    expect(report.routes).toEqual([
      {
        route: '/[locale]/admin/events',
        total: {
          files: 3,
          raw: sharedRaw + 300,
          gzip: sharedGzip + gzipOf('static/chunks/events.js'),
        },
        own: { files: 1, raw: 300, gzip: gzipOf('static/chunks/events.js') },
      },
      {
        route: '/[locale]/admin/venues',
        total: {
          files: 3,
          raw: sharedRaw + 700,
          gzip: sharedGzip + gzipOf('static/chunks/venues.js'),
        },
        own: { files: 1, raw: 700, gzip: gzipOf('static/chunks/venues.js') },
      },
    ]);
    // Repetitive text compresses: the gzip figures are not the raw ones.
    expect(report.shared.gzip).toBeLessThan(report.shared.raw);
  });

  it('prints one line per route and one for the shared part, in kB', () => {
    const lines = formatBundleReport(bundleReport(distDir)).trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\/\[locale\]\/admin\/events\s+2\.2\s+\d+\.\d\s+0\.3\s+0\.\d$/);
    expect(lines[4]).toMatch(/^shared by all \(2 files\)\s+1\.9\s+\d+\.\d$/);
  });
});
