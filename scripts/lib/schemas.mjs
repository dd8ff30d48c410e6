// Where the two Prisma schemas and their migration histories live, and how the
// PostgreSQL schema is derived from the SQLite source of truth.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const providers = {
  sqlite: {
    schema: path.join(root, 'prisma/schema.prisma'),
    migrations: path.join(root, 'prisma/migrations'),
  },
  postgresql: {
    schema: path.join(root, 'prisma/postgresql/schema.prisma'),
    migrations: path.join(root, 'prisma/postgresql/migrations'),
  },
};

export const SNAPSHOT_FILE = 'schema.snapshot.prisma';

export function readSource() {
  return fs.readFileSync(providers.sqlite.schema, 'utf8');
}

/** The PostgreSQL schema: the same models, another provider and client output. */
export function derivePostgresSchema(source) {
  const header = '// GENERATED from prisma/schema.prisma by `npm run db:migration`; do not edit.\n';
  const derived = source
    .replace(/^\/\/ The source of truth[\s\S]*?\n\n/m, '')
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace(
      'output       = "../lib/generated/sqlite"',
      'output       = "../../lib/generated/postgresql"',
    );
  if (derived === source) throw new Error('prisma/schema.prisma no longer has the expected shape');
  return header + derived;
}

/** The models alone, so that comments and generator blocks do not count as drift. */
export function datamodelOf(schema) {
  return schema
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .replace(/generator client \{[\s\S]*?\}\n/, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function databaseUrl() {
  return process.env.DATABASE_URL || 'file:./data/calendar.db';
}

export function listMigrations(provider) {
  const dir = providers[provider].migrations;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, file: path.join(dir, name, 'migration.sql') }));
}
