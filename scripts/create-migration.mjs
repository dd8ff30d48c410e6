// `npm run db:migration -- <name>`: after a change to prisma/schema.prisma,
// writes the derived PostgreSQL schema and one new migration per provider.
// SQLite is diffed in memory; PostgreSQL needs a reachable server
// (MIGRATION_POSTGRES_URL, default the local development server of the README).
import fs from 'node:fs';
import path from 'node:path';
import { diffSchemas } from './lib/schema-engine.mjs';
import { SNAPSHOT_FILE, derivePostgresSchema, providers, readSource } from './lib/schemas.mjs';

const name = (process.argv[2] ?? '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_')
  .replace(/^_|_$/g, '');
if (!name) {
  console.error('usage: npm run db:migration -- <name>   (for example add_event_color)');
  process.exit(2);
}
const postgresUrl =
  process.env.MIGRATION_POSTGRES_URL ?? 'postgresql://calendar:calendar@127.0.0.1:5432/calendar';

const source = readSource();
const schemas = { sqlite: source, postgresql: derivePostgresSchema(source) };
fs.mkdirSync(path.dirname(providers.postgresql.schema), { recursive: true });
fs.writeFileSync(providers.postgresql.schema, schemas.postgresql);

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
for (const provider of ['sqlite', 'postgresql']) {
  const dir = providers[provider].migrations;
  const snapshotPath = path.join(dir, SNAPSHOT_FILE);
  const previous = fs.existsSync(snapshotPath) ? fs.readFileSync(snapshotPath, 'utf8') : null;
  const sql = await diffSchemas({
    provider,
    fromSchema: previous,
    toSchema: schemas[provider],
    postgresUrl,
  });
  if (!sql || /^-- This is an empty migration/.test(sql)) {
    console.log(`${provider}: no change`);
    continue;
  }
  const folder = path.join(dir, `${stamp}_${name}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'migration.sql'), sql + '\n');
  fs.writeFileSync(snapshotPath, schemas[provider]);
  fs.writeFileSync(
    path.join(dir, 'migration_lock.toml'),
    `# Written by npm run db:migration\nprovider = "${provider}"\n`,
  );
  console.log(`${provider}: ${path.relative(process.cwd(), folder)}/migration.sql`);
}
