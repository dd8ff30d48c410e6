// Vitest global setup of the `db` project: one fresh, migrated database per
// run (a temporary SQLite file, or a throwaway schema in the PostgreSQL
// database DATABASE_URL names), dropped afterwards, as `npm test` does for the
// server.
import { migrate } from '../lib/migrate.mjs';
import { dropDatabase, freshDatabaseUrl } from '../lib/server.mjs';

export default async function setup(project) {
  const url = freshDatabaseUrl(process.env.DATABASE_URL ?? 'file:./data/calendar.db', 'vitest');
  await migrate(url);
  project.provide('databaseUrl', url);
  return () => dropDatabase(url);
}
