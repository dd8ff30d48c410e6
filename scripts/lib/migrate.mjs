// Applies pending migrations to the database DATABASE_URL names. It keeps
// Prisma's own `_prisma_migrations` bookkeeping, so `prisma migrate status`
// reads the same history wherever a schema engine is available.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { listMigrations } from './schemas.mjs';
import { postgresConnection, providerOf, sqlitePath } from '../../lib/database-url.mjs';

const checksum = (sql) => crypto.createHash('sha256').update(sql).digest('hex');

export async function migrate(url, log = () => {}) {
  return providerOf(url) === 'sqlite' ? migrateSqlite(url, log) : migratePostgres(url, log);
}

function migrateSqlite(url, log) {
  const file = sqlitePath(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 10000');
    db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
      "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
      "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
      "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`);
    const applied = [];
    // IMMEDIATE takes the write lock first, so two starting processes queue up.
    db.transaction(() => {
      const done = new Set(
        db
          .prepare('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL')
          .pluck()
          .all(),
      );
      for (const migration of listMigrations('sqlite')) {
        if (done.has(migration.name)) continue;
        const sql = fs.readFileSync(migration.file, 'utf8');
        db.exec(sql);
        db.prepare(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES (?, ?, current_timestamp, ?, 1)`,
        ).run(crypto.randomUUID(), checksum(sql), migration.name);
        applied.push(migration.name);
        log(`applied ${migration.name}`);
      }
    }).immediate();
    return applied;
  } finally {
    db.close();
  }
}

// Any constant works; it only has to be the same on every app node.
const MIGRATION_LOCK_KEY = 727_001;

async function migratePostgres(url, log) {
  const { connectionString, schema } = postgresConnection(url);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`);
    await client.query(`SET search_path TO "${schema.replace(/"/g, '""')}"`);
    // Several stateless nodes may start together: one migrates, the others wait.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ, "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const { rows } = await client.query(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    );
    const done = new Set(rows.map((row) => row.migration_name));
    const applied = [];
    for (const migration of listMigrations('postgresql')) {
      if (done.has(migration.name)) continue;
      const sql = fs.readFileSync(migration.file, 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), checksum(sql), migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.name);
      log(`applied ${migration.name}`);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
