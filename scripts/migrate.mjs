// `npm run db:migrate`: applies pending migrations to DATABASE_URL.
import { migrate } from './lib/migrate.mjs';
import { databaseUrl } from './lib/schemas.mjs';

const applied = await migrate(databaseUrl(), (line) => console.log(line));
console.log(applied.length ? `migrated: ${applied.length} applied` : 'migrated: up to date');
