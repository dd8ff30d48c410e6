// Generates both Prisma clients (SQLite and PostgreSQL) after `npm install`.
// `prisma generate` needs no schema engine, but the CLI checks that one exists
// and would try to download it; pointing it at any existing file stops that.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { providers, root } from './lib/schemas.mjs';

const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
for (const provider of ['sqlite', 'postgresql']) {
  execFileSync(process.execPath, [cli, 'generate', '--schema', providers[provider].schema], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
console.log('prisma: generated the SQLite and PostgreSQL clients');
