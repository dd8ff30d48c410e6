// Setup file of the `db` project: points lib/ at the run's database and
// installs a client and a stamp reader that log their SQL, so that tests can
// count statements.
import { inject } from 'vitest';
import type { Prisma } from '../../lib/generated/sqlite/client';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

process.env.DATABASE_URL = inject('databaseUrl');
// lib/env.ts reads DATABASE_URL when first imported, hence the dynamic import.
const { createClient, createStampReader } = await import('../../lib/db-client');
const client = createClient([{ emit: 'event', level: 'query' }]);
const statements: string[] = [];
(client as unknown as { $on(event: 'query', listen: (e: Prisma.QueryEvent) => void): void }).$on(
  'query',
  (event) => statements.push(event.query),
);
const readStamp = createStampReader();
const globals = globalThis as unknown as {
  calendarDb: typeof client;
  calendarStamps: typeof readStamp;
};
globals.calendarDb = client;
globals.calendarStamps = {
  ...readStamp,
  read: (name) => {
    statements.push(`SELECT stamp FROM data_stamps WHERE name = '${name}' -- through the driver`);
    return readStamp.read(name);
  },
};

/** The SQL statements `work` sent to the database, in order. */
export async function sqlStatements(work: () => Promise<unknown>): Promise<string[]> {
  const first = statements.length;
  await work();
  return statements.slice(first);
}
