import { expect, test, type APIRequestContext } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import { finishedImport } from '../fixtures/import-jobs';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';

// Subscriptions to remote iCalendar feeds (docs/import.md "Subscriptions")
// over HTTP: the feed is served by a server in this test, changed between
// refreshes, and the events it becomes are read through the REST API.
const SUBSCRIPTIONS = '/api/subscriptions';
const REST = '/calendar/events/v1';

interface Subscription {
  id: number;
  url: string;
  interval_minutes: number;
  enabled: boolean;
  last_fetched_utc: string | null;
  last_status: string | null;
  last_error: string | null;
  last_error_code: string | null;
  last_import_id: number | null;
  next_fetch_utc: string | null;
}

interface Event {
  id: number;
  title: string;
  status: string;
}

let feeds: FeedServer;
let editor: TestUser;
let administrator: TestUser;
let contributor: TestUser;

test.beforeAll(async () => {
  feeds = await startFeedServer();
  [editor, administrator, contributor] = await Promise.all([
    createUser('editor'),
    createUser('administrator', 'session'),
    createUser('contributor'),
  ]);
});

test.afterAll(() => feeds.close());

/** A VCALENDAR of one-hour events on 2027-05-{day}, each `[uid, summary, day]`. */
function calendar(events: [string, string, number][]): string {
  const vevents = events.map(([uid, summary, day]) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `SUMMARY:${summary}`,
      `DTSTART:202705${String(day).padStart(2, '0')}T180000Z`,
      `DTEND:202705${String(day).padStart(2, '0')}T190000Z`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', ...vevents, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');
}

const serve = (path: string, text: string, status = 200, type = 'text/calendar') =>
  feeds.serve(path, text, status, type);

async function subscribe(request: APIRequestContext, url: string): Promise<Subscription> {
  const response = await request.post(SUBSCRIPTIONS, {
    headers: editor.headers,
    data: { url, interval_minutes: 60 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Subscription;
}

/** The subscription once its first fetch, made in the background at creation, is recorded. */
async function firstFetch(request: APIRequestContext, id: number): Promise<Subscription> {
  let subscription: Subscription | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${SUBSCRIPTIONS}/${id}`, { headers: editor.headers });
      subscription = (await response.json()) as Subscription;
      return subscription.last_fetched_utc;
    })
    .not.toBeNull();
  return subscription!;
}

const importDone = (request: APIRequestContext, id: number) =>
  finishedImport(request, id, editor.headers);

const refresh = (request: APIRequestContext, id: number) =>
  request.post(`${SUBSCRIPTIONS}/${id}/refresh`, { headers: editor.headers });

async function eventsTagged(request: APIRequestContext, tag: string): Promise<Event[]> {
  const query = `search=${tag}&start_date=2027-01-01&end_date=2027-12-31&per_page=50&status=publish,draft`;
  const response = await request.get(`${REST}/events?${query}`, { headers: editor.headers });
  expect(response.status(), await response.text()).toBe(200);
  const events = ((await response.json()) as { events: Event[] }).events;
  return events.sort((a, b) => a.title.localeCompare(b.title));
}

test('a feed is imported at once, updated by UID on refresh, and what left it is trashed', async ({
  request,
}) => {
  const tag = unique('feed');
  const path = `/${tag}.ics`;
  const url = serve(
    path,
    calendar([
      [`a-${tag}`, `Alpha ${tag}`, 3],
      [`b-${tag}`, `Bravo ${tag}`, 4],
    ]),
  );
  const created = await subscribe(request, url);
  expect(created).toMatchObject({
    url,
    interval_minutes: 60,
    enabled: true,
    last_fetched_utc: null,
    last_status: null,
    last_import_id: null,
  });
  const fetched = await firstFetch(request, created.id);
  expect(fetched).toMatchObject({ last_status: 'ok', last_error: null });
  expect(await importDone(request, fetched.last_import_id!)).toMatchObject({
    created: 2,
    trashed: 0,
  });
  const [alpha, bravo] = await eventsTagged(request, tag);
  expect([alpha?.title, bravo?.title]).toEqual([`Alpha ${tag}`, `Bravo ${tag}`]);

  // Alpha renamed, Bravo removed from the feed, Charlie added.
  serve(
    path,
    calendar([
      [`a-${tag}`, `Alpha renamed ${tag}`, 3],
      [`c-${tag}`, `Charlie ${tag}`, 5],
    ]),
  );
  const response = await refresh(request, created.id);
  expect(response.status(), await response.text()).toBe(202);
  const refreshed = (await response.json()) as Subscription;
  expect(refreshed.last_import_id).not.toBe(fetched.last_import_id);
  expect(await importDone(request, refreshed.last_import_id!)).toMatchObject({
    created: 1,
    updated: 1,
    trashed: 1,
  });
  const events = await eventsTagged(request, tag);
  expect(events.map((event) => event.title)).toEqual([`Alpha renamed ${tag}`, `Charlie ${tag}`]);
  expect(events[0]!.id).toBe(alpha!.id);
  expect(await db.event.findUnique({ where: { id: bravo!.id } })).toMatchObject({
    status: 'trash',
  });

  // The same feed again changes nothing and trashes nothing more.
  const again = (await (await refresh(request, created.id)).json()) as Subscription;
  expect(await importDone(request, again.last_import_id!)).toMatchObject({
    created: 0,
    updated: 0,
    unchanged: 2,
    trashed: 0,
  });

  // Deleting the subscription leaves its events.
  const deleted = await request.delete(`${SUBSCRIPTIONS}/${created.id}`, {
    headers: editor.headers,
  });
  expect(deleted.status()).toBe(204);
  expect(
    (await request.get(`${SUBSCRIPTIONS}/${created.id}`, { headers: editor.headers })).status(),
  ).toBe(404);
  expect(await eventsTagged(request, tag)).toHaveLength(2);
});

test('a feed that fails to load, or comes back empty, trashes nothing', async ({ request }) => {
  const tag = unique('failing');
  const path = `/${tag}.ics`;
  const url = serve(path, calendar([[`a-${tag}`, `Alpha ${tag}`, 6]]));
  const created = await subscribe(request, url);
  const fetched = await firstFetch(request, created.id);
  await importDone(request, fetched.last_import_id!);

  for (const [status, type, body, error] of [
    [500, 'text/plain', 'down', 'HTTP 500'],
    [200, 'text/html', '<html><body>Moved</body></html>', 'not an iCalendar'],
  ] as const) {
    serve(path, body, status, type);
    const response = await refresh(request, created.id);
    expect(response.status()).toBe(502);
    const failure = (await response.json()) as {
      code: string;
      message: string;
      data: { subscription: Subscription };
    };
    expect(failure.code).toBe('subscription-fetch-failed');
    expect(failure.message).toContain(error);
    const stored = (await (
      await request.get(`${SUBSCRIPTIONS}/${created.id}`, { headers: editor.headers })
    ).json()) as Subscription;
    expect(stored).toMatchObject({
      last_status: 'failed',
      last_import_id: fetched.last_import_id,
    });
    expect(stored.last_error).toContain(error);
  }
  // An empty calendar answered with 200 is taken as a fault, not as every event cancelled.
  serve(path, calendar([]));
  const emptied = await refresh(request, created.id);
  expect(emptied.status(), await emptied.text()).toBe(202);
  const { last_import_id: emptyImport } = (await emptied.json()) as Subscription;
  expect(await importDone(request, emptyImport!)).toMatchObject({ total: 0, trashed: 0 });
  expect((await eventsTagged(request, tag)).map((event) => event.status)).toEqual(['publish']);
  await request.delete(`${SUBSCRIPTIONS}/${created.id}`, { headers: editor.headers });
});

test('bad URLs and intervals are refused; settings change by PATCH', async ({ request }) => {
  const post = (data: Record<string, unknown>) =>
    request.post(SUBSCRIPTIONS, { headers: editor.headers, data });
  const detailOf = async (response: Awaited<ReturnType<typeof post>>, field: string) => {
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      code: string;
      data: { details: Record<string, { code: string }> };
    };
    expect(body.code).toBe('rest_invalid_param');
    return body.data.details[field]?.code;
  };
  for (const url of ['not a url', 'ftp://127.0.0.1/feed.ics', 'https://user:pw@example.org/a']) {
    expect(await detailOf(await post({ url, interval_minutes: 60 }), 'url')).toBe(
      'subscription-url-invalid',
    );
  }
  for (const interval of [14, 10_081]) {
    expect(
      await detailOf(
        await post({ url: `${feeds.base}/x.ics`, interval_minutes: interval }),
        'interval_minutes',
      ),
    ).toBe('subscription-interval-out-of-range');
  }
  const missing = await post({ interval_minutes: 60 });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).code).toBe('rest_missing_callback_param');

  // webcal:// is how sites link feeds: fetched as https.
  const path = `/${unique('webcal')}.ics`;
  const webcal = await post({
    url: `${feeds.base.replace('http:', 'webcal:')}${path}`,
    interval_minutes: 15,
  });
  expect(webcal.status(), await webcal.text()).toBe(201);
  const subscription = (await webcal.json()) as Subscription;
  expect(subscription).toMatchObject({ url: `${feeds.base.replace('http:', 'https:')}${path}` });

  const patch = (data: Record<string, unknown>) =>
    request.patch(`${SUBSCRIPTIONS}/${subscription.id}`, { headers: editor.headers, data });
  const changed = await patch({ interval_minutes: 10_080, enabled: false });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(await changed.json()).toMatchObject({ interval_minutes: 10_080, enabled: false });
  expect(await detailOf(await patch({ interval_minutes: 0 }), 'interval_minutes')).toBe(
    'subscription-interval-out-of-range',
  );
  const list = await request.get(SUBSCRIPTIONS, { headers: editor.headers });
  expect(((await list.json()) as Subscription[]).map((s) => s.id)).toContain(subscription.id);
  expect(
    (
      await request.delete(`${SUBSCRIPTIONS}/${subscription.id}`, { headers: editor.headers })
    ).status(),
  ).toBe(204);
  expect(
    (
      await request.patch(`${SUBSCRIPTIONS}/${subscription.id}`, {
        headers: editor.headers,
        data: { enabled: true },
      })
    ).status(),
  ).toBe(404);
});

test('only administrators and editors manage subscriptions', async ({ request }) => {
  const data = { url: `${feeds.base}/${unique('perm')}.ics`, interval_minutes: 60 };
  const anonymous = await request.post(SUBSCRIPTIONS, { data });
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe('rest_forbidden');
  expect((await request.get(SUBSCRIPTIONS)).status()).toBe(401);
  const refused = await request.post(SUBSCRIPTIONS, { headers: contributor.headers, data });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('rest_forbidden');
  expect((await request.get(SUBSCRIPTIONS, { headers: contributor.headers })).status()).toBe(403);

  // An administrator's browser session, with its nonce.
  const created = await request.post(SUBSCRIPTIONS, { headers: administrator.headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Subscription;
  for (const answer of [
    await request.get(`${SUBSCRIPTIONS}/${id}`, { headers: contributor.headers }),
    await request.post(`${SUBSCRIPTIONS}/${id}/refresh`, { headers: contributor.headers }),
    await request.delete(`${SUBSCRIPTIONS}/${id}`, { headers: contributor.headers }),
  ]) {
    expect(answer.status()).toBe(403);
  }
  expect((await request.delete(`${SUBSCRIPTIONS}/${id}`)).status()).toBe(401);
  const unknown = await request.get(`${SUBSCRIPTIONS}/999999999`, { headers: editor.headers });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe('subscription-not-found');
  await request.delete(`${SUBSCRIPTIONS}/${id}`, { headers: administrator.headers });
});

/** A stored UTC time as epoch milliseconds. */
const instant = (utc: string) => Date.parse(`${utc.replace(' ', 'T')}Z`);

test('a feed whose owner may no longer import is not fetched, and says why', async ({
  request,
}) => {
  for (const change of [{ disabled: true }, { role: 'contributor' }]) {
    const owner = await createUser('editor');
    const tag = unique('owner');
    const path = `/${tag}.ics`;
    const url = serve(path, calendar([[`a-${tag}`, `Alpha ${tag}`, 7]]));
    const created = await request.post(SUBSCRIPTIONS, {
      headers: owner.headers,
      data: { url, interval_minutes: 60 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Subscription;
    const fetched = await firstFetch(request, id);
    expect(fetched).toMatchObject({ last_status: 'ok', last_error_code: null });
    await importDone(request, fetched.last_import_id!);

    // The owner is disabled, or demoted; enabling the subscription fetches it at once.
    await db.user.update({ where: { id: owner.id }, data: change });
    const enabled = await request.patch(`${SUBSCRIPTIONS}/${id}`, {
      headers: administrator.headers,
      data: { enabled: true },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    let stored: Subscription | undefined;
    await expect
      .poll(async () => {
        const response = await request.get(`${SUBSCRIPTIONS}/${id}`, { headers: editor.headers });
        stored = (await response.json()) as Subscription;
        return stored.last_status;
      })
      .toBe('failed');
    expect(stored).toMatchObject({
      last_error_code: 'subscription-owner-not-allowed',
      last_import_id: fetched.last_import_id,
    });
    expect(stored!.last_error).toContain('may no longer import');
    expect(feeds.fetches(path)).toBe(1);
    await request.delete(`${SUBSCRIPTIONS}/${id}`, { headers: editor.headers });
  }
});

test('settings changed while a feed is fetched are kept when the fetch ends', async ({
  request,
}) => {
  const tag = unique('edited');
  const path = `/${tag}.ics`;
  const feed = calendar([[`a-${tag}`, `Alpha ${tag}`, 8]]);
  const created = await subscribe(request, serve(path, feed));
  await importDone(request, (await firstFetch(request, created.id)).last_import_id!);
  const patch = (data: Record<string, unknown>) =>
    request.patch(`${SUBSCRIPTIONS}/${created.id}`, { headers: editor.headers, data });

  // A new interval during the fetch: the next fetch is that interval after this one.
  let fetch = feeds.hold(path);
  let refreshing = refresh(request, created.id);
  await fetch.reached;
  expect((await patch({ interval_minutes: 1440 })).status()).toBe(200);
  fetch.release();
  let refreshed = await refreshing;
  expect(refreshed.status(), await refreshed.text()).toBe(202);
  let subscription = (await refreshed.json()) as Subscription;
  expect(subscription).toMatchObject({ interval_minutes: 1440, last_status: 'ok' });
  expect(instant(subscription.next_fetch_utc!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

  // A new URL during the fetch: the fetch of the old one is recorded, and the new one fetched at once.
  const movedPath = `/${tag}-moved.ics`;
  const moved = serve(movedPath, feed);
  fetch = feeds.hold(path);
  refreshing = refresh(request, created.id);
  await fetch.reached;
  expect((await patch({ url: moved })).status()).toBe(200);
  fetch.release();
  refreshed = await refreshing;
  expect(refreshed.status(), await refreshed.text()).toBe(202);
  subscription = (await refreshed.json()) as Subscription;
  expect(subscription).toMatchObject({ url: moved, interval_minutes: 1440 });
  expect(instant(subscription.next_fetch_utc!)).toBeLessThan(Date.now() + 60_000);
  await expect.poll(() => feeds.fetches(movedPath)).toBe(1);
  await request.delete(`${SUBSCRIPTIONS}/${created.id}`, { headers: editor.headers });
});
