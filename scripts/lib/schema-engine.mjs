// Prisma's schema engine as WebAssembly (@prisma/schema-engine-wasm), so that
// migrations can be generated on a machine that cannot download the native
// schema-engine binary, which the Prisma CLI fetches on first use (see
// docs/development.md, "Prisma without the network").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';

const require = createRequire(import.meta.url);

let loaded;
async function loadEngineModule() {
  if (!loaded) {
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bindings = await import(path.join(dir, 'schema_engine_bg.js'));
    const bytes = fs.readFileSync(path.join(dir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': bindings,
    });
    bindings.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start?.();
    loaded = bindings;
  }
  return loaded;
}

function adapterFor(provider, postgresUrl) {
  if (provider === 'sqlite') return new PrismaBetterSqlite3({ url: ':memory:' });
  return new PrismaPg({ connectionString: postgresUrl });
}

/**
 * The SQL that turns a database built from `fromSchema` (null: an empty
 * database) into one matching `toSchema`. SQLite needs no server; the
 * PostgreSQL engine insists on connecting, so it is given `postgresUrl`.
 */
export async function diffSchemas({ provider, fromSchema, toSchema, postgresUrl }) {
  const { SchemaEngine } = await loadEngineModule();
  const file = (content) => ({
    tag: 'schemaDatamodel',
    files: [{ path: 'schema.prisma', content }],
  });
  const engine = await SchemaEngine.new(
    { datamodels: [['schema.prisma', toSchema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFor(provider, postgresUrl)),
  );
  try {
    const result = await engine.diff({
      from: fromSchema ? file(fromSchema) : { tag: 'empty' },
      to: file(toSchema),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return (result.stdout ?? '').trim();
  } finally {
    engine.free();
  }
}
