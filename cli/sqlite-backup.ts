// `backup` and `restore` for the embedded SQLite database. PostgreSQL has its
// own tools (pg_dump, pg_restore; README "Backup and restore").
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { databaseProvider, env } from '../lib/env';
import { sqlitePath } from '../lib/database-url.mjs';

const SIDE_FILES = ['-wal', '-shm'];

/**
 * Copies `source` into `destination` page by page (safe while others write)
 * and leaves it in `journalMode`: a backup is one self-contained file
 * (DELETE), a restored database goes back to the server's WAL.
 */
async function copyDatabase(
  source: Database.Database,
  destination: string,
  journalMode: 'DELETE' | 'WAL',
): Promise<void> {
  await source.backup(destination);
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma(`journal_mode = ${journalMode}`);
  } finally {
    copy.close();
  }
}

function sqliteDatabasePath(command: string): string {
  if (databaseProvider !== 'sqlite')
    throw new Error(
      `${command} works on SQLite only; on PostgreSQL use pg_dump and pg_restore (README "Backup and restore")`,
    );
  return sqlitePath(env.DATABASE_URL);
}

/**
 * Copies the live database to `file` with SQLite's online backup API: safe
 * while the server writes, and what the WAL holds is included. The copy is
 * written beside `file` and renamed, so `file` is never half-written.
 */
export async function backupDatabase(file: string): Promise<string> {
  const source = sqliteDatabasePath('backup');
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  const target = path.resolve(file);
  const temporary = `${target}.${process.pid}.tmp`;
  const database = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await copyDatabase(database, temporary, 'DELETE');
    fs.renameSync(temporary, target);
  } finally {
    database.close();
    for (const leftover of ['', ...SIDE_FILES]) fs.rmSync(temporary + leftover, { force: true });
  }
  return target;
}

/** Refuses a file that is not a sound SQLite database of this application. */
function checkBackupFile(file: string): void {
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    throw new Error(`cannot read ${file}`);
  }
  let database: Database.Database | undefined;
  try {
    database = new Database(file, { readonly: true, fileMustExist: true });
    const check = database.pragma('quick_check', { simple: true });
    const migrations = database
      .prepare("SELECT count(*) FROM sqlite_master WHERE name = '_prisma_migrations'")
      .pluck()
      .get();
    if (check !== 'ok' || migrations !== 1) throw new Error('not a calendar database');
  } catch {
    throw new Error(`${file} is not a calendar SQLite database`);
  } finally {
    database?.close();
  }
}

/**
 * Whether another process has the database open. In WAL mode every open
 * connection holds a shared lock on the wal-index, so an exclusive lock with
 * no waiting fails exactly while a server (or another CLI) has it open.
 */
function isHeldOpen(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new Database(file, { timeout: 0, fileMustExist: true });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    probe.close();
  }
}

/**
 * Replaces the database with the backup `file`. The backup is copied beside
 * the database and renamed over it, so the database is always either the old
 * one or the whole new one; the old WAL and wal-index are removed first, as
 * SQLite would otherwise replay the old database's WAL into the new one.
 */
export async function restoreDatabase(file: string): Promise<string> {
  const target = sqliteDatabasePath('restore');
  const source = path.resolve(file);
  checkBackupFile(source);
  if (isHeldOpen(target))
    throw new Error(`${target} is open in another process: stop the server before restoring`);
  const temporary = `${target}.${process.pid}.tmp`;
  const backup = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await copyDatabase(backup, temporary, 'WAL');
    for (const side of SIDE_FILES) fs.rmSync(target + side, { force: true });
    fs.renameSync(temporary, target);
  } finally {
    backup.close();
    for (const leftover of ['', ...SIDE_FILES]) fs.rmSync(temporary + leftover, { force: true });
  }
  return source;
}
