// `npm start` (docs/operations.md, "Starting"): a production build if none is
// current, pending migrations, the first administrator and demo content on a
// new database, then the server on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { bin, ensureBuild } from './lib/build.mjs';
import { root } from './lib/schemas.mjs';
import { serveProcess } from './memory-env.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

ensureBuild();

const prepared = spawnSync(
  bin('tsx'),
  ['--conditions=react-server', 'cli/index.ts', 'db:prepare'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const serve = serveProcess(env);
const server = spawn(process.execPath, serve.args, { cwd: root, env: serve.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
