// The series horizon runs on whichever request comes first after it is due
// (lib/route/due-work.ts): a series it cannot extend must not fail that request.
import { afterEach, expect, it, vi } from 'vitest';
import { db } from '../db';
import { extendDueSeries, seriesHorizonClock } from './write-series-horizon';

const database = vi.hoisted(() => ({ refusesWrites: false }));
vi.mock('../db', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../db')>();
  return {
    ...actual,
    writeTransaction: ((write) =>
      database.refusesWrites
        ? Promise.reject(new Error('the database refuses writes'))
        : actual.writeTransaction(write)) as typeof actual.writeTransaction,
  };
});

afterEach(() => {
  database.refusesWrites = false;
  vi.restoreAllMocks();
});

/** A series far behind the horizon whose rule cannot be read, so it cannot be extended. */
async function brokenSeries(): Promise<number> {
  const id = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  await db.series.create({
    data: {
      id,
      lines: 'not the JSON of any rule',
      startLocal: '2020-01-01 10:00:00',
      endLocal: '2020-01-01 11:00:00',
      timezone: 'UTC',
      generatedUntilUtc: '2020-01-02 00:00:00',
    },
  });
  return id;
}

const messagesAbout = (logged: { mock: { calls: unknown[][] } }, id: number) =>
  logged.mock.calls.map(([message]) => String(message)).filter((text) => text.includes(`${id}`));

it('sets aside a series it cannot extend, logging it, and answers the request all the same', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const id = await brokenSeries();
  try {
    seriesHorizonClock.dueAgain();
    await expect(extendDueSeries()).resolves.toBeUndefined();
    const series = await db.series.findUniqueOrThrow({ where: { id } });
    // Set to the horizon, ahead of now: not tried again before it moves on.
    expect(series.generatedUntilUtc! > new Date().toISOString().replace('T', ' ')).toBe(true);
    expect(messagesAbout(logged, id)).toEqual([
      `series ${id}: its next occurrences could not be made`,
    ]);
  } finally {
    await db.series.delete({ where: { id } });
  }
});

it('logs a series it could not set aside either, and still answers the request', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const id = await brokenSeries();
  try {
    database.refusesWrites = true;
    seriesHorizonClock.dueAgain();
    await expect(extendDueSeries()).resolves.toBeUndefined();
    database.refusesWrites = false;
    expect(messagesAbout(logged, id)).toEqual([
      `series ${id}: its next occurrences could not be made`,
      `series ${id}: could not be set aside`,
    ]);
    // Left as it was: the next check tries again.
    const series = await db.series.findUniqueOrThrow({ where: { id } });
    expect(series.generatedUntilUtc).toBe('2020-01-02 00:00:00');
  } finally {
    await db.series.delete({ where: { id } });
  }
});
