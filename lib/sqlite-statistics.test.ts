// Planner statistics on a connection's first open: the choice they change is
// the one the 100,000-event benchmark showed (README "Reference figures").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPlannerStatistics } from './sqlite-statistics';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-'));
const open: BetterSqlite3.Database[] = [];
let files = 0;

function calendarFile(): string {
  const file = path.join(folder, `${++files}.db`);
  const database = new BetterSqlite3(file);
  database.exec(`
    CREATE TABLE events (id INTEGER PRIMARY KEY, status TEXT, startLocal TEXT, venueId INTEGER);
    CREATE INDEX events_list ON events (status, startLocal);
    CREATE INDEX events_venue ON events (venueId);`);
  const insert = database.prepare(
    'INSERT INTO events (status, startLocal, venueId) VALUES (?, ?, ?)',
  );
  database.transaction(() => {
    for (let id = 0; id < 20_000; id++)
      insert.run('publish', `2027-01-01 ${String(id).padStart(8, '0')}`, id % 700);
  })();
  database.close();
  return file;
}

function planFor(database: BetterSqlite3.Database): string {
  return database
    .prepare<[], { detail: string }>(
      `EXPLAIN QUERY PLAN SELECT count(*) FROM events
       WHERE status = 'publish' AND startLocal >= '2027' AND venueId = 3`,
    )
    .all()
    .map((row) => row.detail)
    .join(' ');
}

function connect(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file);
  open.push(database);
  return database;
}

afterEach(() => {
  for (const database of open.splice(0)) database.close();
});

describe('keepPlannerStatistics', () => {
  it('lets the planner pick the selective index: a venue lookup, not a walk of the date range', () => {
    const file = calendarFile();
    expect(planFor(connect(file))).toContain('events_list');

    const connection = connect(file);
    keepPlannerStatistics(connection);
    expect(planFor(connection)).toContain('events_venue');
  });

  it('keeps the statistics in the file, so the next connection starts with them', () => {
    const file = calendarFile();
    keepPlannerStatistics(connect(file));
    const rows = connect(file)
      .prepare<[], { tbl: string }>("SELECT tbl FROM sqlite_stat1 WHERE tbl = 'events'")
      .all();
    expect(rows.length).toBeGreaterThan(0);
  });
});
