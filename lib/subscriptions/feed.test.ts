import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../media/address';
import { FeedError, fetchFeed } from './feed';
import type { FetchOptions } from '../media/fetch';

// Fetching a subscribed feed (docs/import.md "Subscriptions") from a real
// HTTP server on 127.0.0.1, which these tests allow; other hosts are
// resolved by the test to say where a redirect would lead.
const CALENDAR =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

let server: http.Server;
let base: string;
const routes = new Map<string, (response: http.ServerResponse) => void>();
const options: FetchOptions = {
  allowAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
  resolveHost: async (host) => [
    host === 'intranet.test'
      ? { address: '10.0.0.5', family: 4 }
      : { address: '127.0.0.1', family: 4 },
  ],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes.set('/feed.ics', (response) => response.writeHead(200).end(CALENDAR));
  routes.set('/moved', (response) => response.writeHead(301, { Location: '/feed.ics' }).end());
  routes.set('/to-intranet', (response) =>
    response.writeHead(302, { Location: 'http://intranet.test/feed.ics' }).end(),
  );
  routes.set('/page', (response) => response.writeHead(200).end('<html></html>'));
  routes.set('/huge', (response) => {
    response.writeHead(200);
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    for (let i = 0; i < 6; i++) response.write(chunk);
    response.end();
  });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failure = (url: string) =>
  fetchFeed(url, options).then(
    () => 'fetched',
    (error: unknown) =>
      error instanceof FeedError ? error.message : `unexpected ${String(error)}`,
  );

describe('fetchFeed', () => {
  it('reads a calendar, following redirects', async () => {
    expect(await fetchFeed(`${base}/moved`, options)).toEqual({ text: CALENDAR, total: 1 });
  });

  it('refuses a redirect to a private address, an HTTP error, a page, and more than 5 MiB', async () => {
    expect(await failure(`${base}/to-intranet`)).toContain('non-public address');
    expect(await failure(`${base}/missing.ics`)).toBe('The feed answered HTTP 404.');
    expect(await failure(`${base}/page`)).toBe('The file is not an iCalendar (.ics) file.');
    expect(await failure(`${base}/huge`)).toBe('The feed is larger than 5 MiB.');
  });
});
