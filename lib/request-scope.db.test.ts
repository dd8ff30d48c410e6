// The content stamp read as a request arrives (scripts/lib/request-arrival.mjs):
// the server starts the read before Next.js routes the request, and the
// request's scope then uses that read, against the real database.
import { describe, expect, it } from 'vitest';
import { arrive, offerContentStampReader, stampReadOnArrival } from './request-arrival.mjs';
import { readStamp } from './db';
import { contentStamp, withRequestScope } from './request-scope';
import { setSetting } from './settings/settings';

/** Moves the content stamp, as any write an anonymous read shows does. */
const write = () => setSetting('default_language', 'en');

/** What a request to `url` sees: the read started on arrival, and the stamp its scope uses. */
function request(method: string, url: string, meanwhile: () => Promise<unknown> = async () => {}) {
  return arrive({ method, url }, () =>
    withRequestScope(async () => {
      const early = stampReadOnArrival();
      await meanwhile();
      return { early, stamp: await contentStamp(), again: contentStamp() };
    }),
  );
}

describe('the content stamp read on arrival', () => {
  it('is started for API reads and public pages, and is the stamp the request uses', async () => {
    for (const url of [
      '/calendar/events/v1/events?per_page=50',
      '/fr/calendar/events/v1/venues/12',
      '/events/ical/',
      '/event/jazz-night/',
      '/',
    ]) {
      const seen = await request('GET', url, write);
      expect(seen.early, url).toBeInstanceOf(Promise);
      // A write after arrival is not seen by this request: it answers as of its arrival...
      expect(seen.stamp, url).toBe(await seen.early);
      expect(seen.stamp, url).not.toBe(await readStamp('content'));
      expect(await seen.again, url).toBe(seen.stamp);
      // ...and the next request sees it.
      expect((await request('HEAD', url)).stamp, url).toBe(await readStamp('content'));
    }
  });

  it('is not started where no stamp is read, and then the scope reads it when asked', async () => {
    for (const [method, url] of [
      ['GET', '/en/admin/events'],
      ['GET', '/_next/static/chunks/app.js'],
      ['OPTIONS', '/calendar/events/v1/events'],
    ] as const) {
      const seen = await request(method, url, write);
      expect(seen.early, url).toBeUndefined();
      expect(seen.stamp, url).toBe(await readStamp('content'));
    }
  });

  it('leaves a failed read to the request that asks for the stamp', async () => {
    offerContentStampReader(() => Promise.reject(new Error('database unreachable')));
    try {
      // Nobody asks: nothing is left unhandled (vitest fails a run on an unhandled rejection).
      await arrive({ method: 'GET', url: '/calendar/events/v1/events' }, async () => {});
      await expect(request('GET', '/calendar/events/v1/events')).rejects.toThrow(
        'database unreachable',
      );
    } finally {
      offerContentStampReader(() => readStamp('content'));
    }
  });
});
