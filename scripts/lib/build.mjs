// A production build only when the sources changed since the last one.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundleReport, formatBundleReport } from './bundle-sizes.mjs';
import { root } from './schemas.mjs';

const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'scripts/lib',
  'proxy.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = path.join(root, '.next', 'source-hash');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function sourceHash() {
  const hash = crypto.createHash('sha256');
  const visit = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) {
        if (child === 'generated' || child.endsWith('.test.ts')) continue;
        visit(path.join(entry, child));
      }
    } else {
      hash.update(entry).update(fs.readFileSync(full));
    }
  };
  BUILD_INPUTS.forEach(visit);
  return hash.digest('hex');
}

export function ensureBuild() {
  const hash = sourceHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Building the application (first start or changed sources)...');
  const result = spawnSync(bin('next'), ['build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, hash);
  printBundleReport();
}

// As `npm run build` does; a report the build's manifests no longer fit must
// not stop the tests or the server the build was for.
function printBundleReport() {
  try {
    process.stdout.write(formatBundleReport(bundleReport(path.join(root, '.next'))));
  } catch (error) {
    console.warn(`No bundle report: ${error.message}`);
  }
}
