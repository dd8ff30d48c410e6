// The hot path of every API request: what an anonymous read costs the
// database once its answer is cached (issue 10).
import { describe, expect, it } from 'vitest';
import { sqlStatements } from '../../scripts/vitest/database';
import { db } from '../db';
import { publishDueItems } from '../posts/scheduler';
import { extendDueSeries } from '../events/write-series-horizon';
import { defineRoute } from './define-route';

const route = defineRoute({
  GET: () => ({ body: { built: Date.now() }, reusableUntil: Infinity }),
});
const read = (headers: Record<string, string> = {}) =>
  route.GET(
    new Request('http://calendar.test/calendar/events/v1/route-cost', {
      headers: { 'X-Forwarded-For': '192.0.2.10', ...headers },
    }),
    { params: Promise.resolve({}) },
  );

describe('an anonymous read', () => {
  it('costs one SQL statement once cached: the content stamp, shared by the settings and the cache', async () => {
    const first = await read();
    expect(first.headers.get('X-Calendar-Cache')).toBe('miss');
    let second: Response | undefined;
    // The scheduler looks for due posts and series at most once a second: let
    // a second pass and look now, so that its queries stay out of the measured read.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await publishDueItems();
    await extendDueSeries();
    const statements = await sqlStatements(async () => (second = await read()));
    expect(second!.headers.get('X-Calendar-Cache')).toBe('hit');
    expect(await second!.text()).toBe(await first.text());
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/data_stamps/);
  });

  it('sees a changed setting on the next request', async () => {
    await read();
    await db.setting.upsert({
      where: { key: 'rate_limit_reads_per_minute' },
      create: { key: 'rate_limit_reads_per_minute', value: '0' },
      update: { value: '0' },
    });
    try {
      expect((await read()).status).toBe(429);
    } finally {
      await db.setting.delete({ where: { key: 'rate_limit_reads_per_minute' } });
    }
    expect((await read()).status).toBe(200);
  });
});
