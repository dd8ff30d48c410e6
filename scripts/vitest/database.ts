// Setup file of the `db` project: points lib/ at the run's database and
// installs a client that logs its SQL, so that tests can count statements.
import { inject } from 'vitest';
import type { Prisma } from '../../lib/generated/sqlite/client';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

process.env.DATABASE_URL = inject('databaseUrl');
// lib/env.ts reads DATABASE_URL when first imported, hence the dynamic import.
const { createClient } = await import('../../lib/db-client');
const client = createClient([{ emit: 'event', level: 'query' }]);
const statements: string[] = [];
(client as unknown as { $on(event: 'query', listen: (e: Prisma.QueryEvent) => void): void }).$on(
  'query',
  (event) => statements.push(event.query),
);
(globalThis as unknown as { calendarDb: typeof client }).calendarDb = client;

/** The SQL statements `work` sent to the database, in order. */
export async function sqlStatements(work: () => Promise<unknown>): Promise<string[]> {
  const first = statements.length;
  await work();
  return statements.slice(first);
}
