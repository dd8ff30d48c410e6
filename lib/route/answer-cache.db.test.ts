// The answer cache against a real database and a controllable clock: an
// answer is reused only while the `content` stamp holds and the clock has not
// reached its end; the triggers that move the stamp are on every table an
// anonymous read shows, on SQLite and on PostgreSQL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, writeTransaction } from '../db';
import { databaseProvider, env } from '../env';
import { setSetting } from '../settings/settings';
import { postgresConnection } from '../database-url.mjs';
import { readThroughAnswerCache, type SerializedReply } from './answer-cache';

const STAMPED_TABLES = [
  'events',
  'venues',
  'organizers',
  'event_organizers',
  'categories',
  'tags',
  'event_categories',
  'event_tags',
  'media',
  'media_files',
  'settings',
  'users',
  'post_ids',
  'term_ids',
];

let builds = 0;
const answer = (text: string, reusableUntil?: number) => async () => {
  builds++;
  const reply: SerializedReply = { status: 200, body: Buffer.from(text), headers: {} };
  return { reply, reusableUntil };
};
const read = async (key: string, build: ReturnType<typeof answer>, refresh = false) => {
  const before = builds;
  const { reply, isHit } = await readThroughAnswerCache(key, refresh, build);
  expect(isHit).toBe(builds === before);
  return { text: Buffer.from(reply.body).toString(), isHit };
};

afterEach(() => vi.useRealTimers());

describe('readThroughAnswerCache', () => {
  it('reuses an answer until a write moves the content stamp', async () => {
    expect(await read('a', answer('one', Infinity))).toEqual({ text: 'one', isHit: false });
    expect(await read('a', answer('two', Infinity))).toEqual({ text: 'one', isHit: true });
    await setSetting('default_language', 'en');
    expect(await read('a', answer('three', Infinity))).toEqual({ text: 'three', isHit: false });
  });

  it('reuses an answer only before the instant it said it could change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const until = Date.parse('2026-11-24T05:00:00Z');
    await read('b', answer('today', until));
    vi.setSystemTime(until - 1);
    expect(await read('b', answer('tomorrow', until))).toEqual({ text: 'today', isHit: true });
    vi.setSystemTime(until);
    expect(await read('b', answer('tomorrow', until))).toEqual({
      text: 'tomorrow',
      isHit: false,
    });
  });

  it('never keeps an answer without an end, an error, or one asked for afresh', async () => {
    await read('c', answer('clock'));
    expect((await read('c', answer('clock'))).isHit).toBe(false);
    const failed = async () => ({
      reply: { status: 404, body: Buffer.from('{}'), headers: {} },
      reusableUntil: Infinity,
    });
    await readThroughAnswerCache('d', false, failed);
    expect((await read('d', answer('found', Infinity))).isHit).toBe(false);
    expect((await read('d', answer('again', Infinity), true)).text).toBe('again');
    expect((await read('d', answer('later', Infinity))).text).toBe('again');
  });

  it('shares one build between misses of the same key, and a failed one too', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const slow = (text: string) => async () => {
      started++;
      await gate;
      return {
        reply: { status: 200, body: Buffer.from(text), headers: {} },
        reusableUntil: Infinity,
      };
    };
    const waiting = [
      readThroughAnswerCache('f', false, slow('first')),
      readThroughAnswerCache('f', false, slow('second')),
      readThroughAnswerCache('f', false, slow('third')),
      readThroughAnswerCache('g', false, slow('other key')),
      readThroughAnswerCache('f', true, slow('asked afresh')),
    ];
    await vi.waitFor(() => expect(started).toBe(3));
    // The other two misses of 'f' join the gated build once their stamp reads
    // end, which a loaded PostgreSQL may take a while to do: let them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const answers = await Promise.all(waiting);
    const texts = answers.map(({ reply }) => Buffer.from(reply.body).toString());
    // Whichever of the three read the stamp first builds for all three. One
    // whose stamp read was still under way when that build ended (a loaded
    // PostgreSQL) finds it kept: a hit, and still no second build.
    expect(new Set(texts.slice(0, 3)).size).toBe(1);
    expect(started).toBe(3);
    expect(answers.slice(3).map(({ isHit }) => isHit)).toEqual([false, false]);
    expect(texts.slice(3)).toEqual(['other key', 'asked afresh']);

    let failures = 0;
    const failing = async () => {
      failures++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('could not build');
    };
    const failed = await Promise.allSettled([
      readThroughAnswerCache('h', false, failing),
      readThroughAnswerCache('h', false, failing),
    ]);
    expect(failed.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect(failures).toBe(1);
    // Nothing of a failed build stays: the next miss builds.
    expect((await read('h', answer('built', Infinity))).text).toBe('built');
  });

  it('does not keep what was read beside a write transaction of this process', async () => {
    // On SQLite the read shares the transaction's connection and could see
    // rows it then rolls back; the stamp alone would not tell.
    await expect(
      writeTransaction(async () => {
        await read('e', answer('uncommitted', Infinity));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await read('e', answer('committed', Infinity))).text).toBe('committed');
  });
});

describe('the content stamp', () => {
  it('has a trigger on every table an anonymous read shows, for every kind of write', async () => {
    const triggers =
      databaseProvider === 'sqlite'
        ? await db.$queryRawUnsafe<{ name: string }[]>(
            `SELECT "tbl_name" || ':' || "sql" AS "name" FROM "sqlite_master" WHERE "type" = 'trigger' AND "name" LIKE '%content_stamp'`,
          )
        : await db.$queryRawUnsafe<{ name: string }[]>(
            `SELECT c.relname || ':' || pg_get_triggerdef(t.oid) AS "name" FROM pg_trigger t
             JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = $1 AND t.tgname LIKE '%content_stamp'`,
            postgresConnection(env.DATABASE_URL).schema,
          );
    // The operations a trigger fires on, from its event clause only: every
    // SQLite trigger's body says UPDATE "data_stamps", whatever it fires on.
    const operationsOf = (definition: string) =>
      (
        /\b(?:BEFORE|AFTER)\s+((?:INSERT|UPDATE|DELETE)(?:\s+OR\s+(?:INSERT|UPDATE|DELETE))*)(?:\s+OF\s+[^]*?)?\s+ON\b/i.exec(
          definition,
        )?.[1] ?? ''
      )
        .toUpperCase()
        .split(/\s+OR\s+/);
    for (const table of STAMPED_TABLES) {
      const operations = triggers
        .filter(({ name }) => name.startsWith(`${table}:`))
        .flatMap(({ name }) => operationsOf(name));
      for (const operation of ['INSERT', 'UPDATE', 'DELETE'])
        expect(operations, `${table} ${operation}`).toContain(operation);
    }
  });

  it('moves with a write and not with a session', async () => {
    const stamp = async () =>
      (await db.dataStamp.findUniqueOrThrow({ where: { name: 'content' } })).stamp;
    const before = await stamp();
    const user = await db.user.create({
      data: { email: 'content-stamp@example.org', role: 'subscriber', passwordHash: '-' },
    });
    const afterUser = await stamp();
    expect(afterUser).not.toBe(before);
    await db.session.create({
      data: {
        id: 'content-stamp-session',
        userId: user.id,
        csrfToken: 'n',
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expect(await stamp()).toBe(afterUser);
  });
});
