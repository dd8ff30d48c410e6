// `npm start` (contract.md): a production build if none is current, pending
// migrations, the first administrator and demo content on a new database, then
// the server on PORT.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/schemas.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];
const stampFile = path.join(root, '.next', 'source-hash');

function sourceHash() {
  const hash = crypto.createHash('sha256');
  const visit = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(entry).update(fs.readFileSync(full));
    }
  };
  BUILD_INPUTS.forEach(visit);
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const hash = sourceHash();
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
if (!built) {
  console.log('Building the application (first start or changed sources)...');
  run(bin('next'), ['build']);
  fs.writeFileSync(stampFile, hash);
}

run(bin('tsx'), ['--conditions=react-server', 'cli/index.ts', 'db:prepare']);

const server = spawn(bin('next'), ['start', '-p', String(process.env.PORT || 3000)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
