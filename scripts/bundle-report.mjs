// `npm run build` ends with this: what a first load of each admin page
// downloads (scripts/lib/bundle-sizes.mjs), from the build in .next.
import fs from 'node:fs';
import path from 'node:path';
import { bundleReport, formatBundleReport } from './lib/bundle-sizes.mjs';
import { root } from './lib/schemas.mjs';

const distDir = path.join(root, '.next');
if (!fs.existsSync(path.join(distDir, 'build-manifest.json'))) {
  console.error('No build in .next: run `npm run build` first.');
  process.exit(1);
}
process.stdout.write(formatBundleReport(bundleReport(distDir)));
