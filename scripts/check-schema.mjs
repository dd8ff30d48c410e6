// `npm run db:check`: fails when the derived PostgreSQL schema or either
// migration history has drifted from prisma/schema.prisma.
import fs from 'node:fs';
import path from 'node:path';
import {
  SNAPSHOT_FILE,
  datamodelOf,
  derivePostgresSchema,
  providers,
  readSource,
} from './lib/schemas.mjs';

const source = readSource();
const expected = { sqlite: source, postgresql: derivePostgresSchema(source) };
const problems = [];
const derived = fs.existsSync(providers.postgresql.schema)
  ? fs.readFileSync(providers.postgresql.schema, 'utf8')
  : '';
if (derived !== expected.postgresql) {
  problems.push(
    'prisma/postgresql/schema.prisma differs from the one derived from prisma/schema.prisma',
  );
}
for (const provider of ['sqlite', 'postgresql']) {
  const snapshot = path.join(providers[provider].migrations, SNAPSHOT_FILE);
  const migrated = fs.existsSync(snapshot) ? fs.readFileSync(snapshot, 'utf8') : '';
  if (datamodelOf(migrated) !== datamodelOf(expected[provider])) {
    problems.push(`the ${provider} migrations do not reach the current schema`);
  }
}
if (problems.length) {
  for (const problem of problems) console.error(`schema drift: ${problem}`);
  console.error('Run `npm run db:migration -- <name>` and commit what it writes.');
  process.exit(1);
}
console.log(
  'schema check: prisma/schema.prisma, its PostgreSQL copy and both migration histories agree',
);
