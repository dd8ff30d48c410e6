// What a DATABASE_URL names (docs/operations.md, "Configuration"): read by the
// app's database client and by the Node scripts around it (start, test,
// migrations, backups), so it is plain JavaScript.
import path from 'node:path';

export function providerOf(url) {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  if (url.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with file:, postgresql:// or postgres:// (got ${url})`);
}

/**
 * Prisma's `?schema=` convention for PostgreSQL URLs: the schema goes to the
 * adapter and the search path, the rest of the URL to the driver.
 */
export function postgresConnection(url) {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') || 'public';
  parsed.searchParams.delete('schema');
  return { connectionString: parsed.toString(), schema };
}

/** `file:./data/calendar.db` → an absolute path; relative paths start at the working directory (npm runs scripts from the project root). */
export function sqlitePath(url) {
  const file = url.replace(/^file:/, '').replace(/\?.*$/, '');
  return path.isAbsolute(file) ? file : path.join(/*turbopackIgnore: true*/ process.cwd(), file);
}
