// A production build only when the sources changed since the last one.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundleReport, formatBundleReport } from './bundle-sizes.mjs';
import { distDirName, isBenchBuild } from './dist-dir.mjs';
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
// The benchmark's floor route, copied into the app only while its build runs.
const FLOOR_ROUTE = { source: 'bench/floor-route.ts', target: 'app/bench-floor' };
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
  if (isBenchBuild()) visit(FLOOR_ROUTE.source);
  return hash.digest('hex');
}

export function ensureBuild() {
  const isBench = isBenchBuild();
  const distDir = path.join(root, distDirName());
  const floorTarget = path.join(root, FLOOR_ROUTE.target);
  // A benchmark build stopped half-way must not leave its route to the next production build.
  if (!isBench) fs.rmSync(floorTarget, { recursive: true, force: true });
  const hash = sourceHash();
  const stampFile = path.join(distDir, 'source-hash');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log(
    `Building the application${isBench ? " with the benchmark's floor route" : ''} (first start or changed sources)...`,
  );
  if (isBench) {
    fs.mkdirSync(path.join(floorTarget, '[name]'), { recursive: true });
    fs.copyFileSync(
      path.join(root, FLOOR_ROUTE.source),
      path.join(floorTarget, '[name]', 'route.ts'),
    );
  }
  try {
    const result = spawnSync(bin('next'), ['build'], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } finally {
    if (isBench) fs.rmSync(floorTarget, { recursive: true, force: true });
  }
  fs.writeFileSync(stampFile, hash);
  printBundleReport(distDir);
}

// As `npm run build` does; a report the build's manifests no longer fit must
// not stop the tests or the server the build was for.
function printBundleReport(distDir) {
  try {
    process.stdout.write(formatBundleReport(bundleReport(distDir)));
  } catch (error) {
    console.warn(`No bundle report: ${error.message}`);
  }
}
