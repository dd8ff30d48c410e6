// Webhooks (docs/webhooks.md) over real HTTP: administrators register
// endpoints at /api/webhooks; the server POSTs each change of what they
// subscribe to, signed the Standard Webhooks way, to a receiver that runs
// here on 127.0.0.1 (the test server allows private addresses), retries what
// is not answered 2xx, and shows every delivery.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectApiError } from '../fixtures/accounts';
import { db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';
import { startReceiver, verify, type Receiver } from '../fixtures/webhook-receiver';

const WEBHOOKS = '/api/webhooks';
const EVENTS = '/calendar/events/v1/events';
const TAGS = '/calendar/events/v1/tags';

const users = usersOfEveryRole();
const admin = () => users.administrator.headers;

async function register(request: APIRequestContext, url: string, events: string[]) {
  const response = await request.post(WEBHOOKS, {
    headers: admin(),
    data: { url, events, description: unique('Receiver') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; secret: string };
}

/** The requests about the `kind` item `id` (events and tags count ids apart), once `count` of them have come. */
async function receivedFor(receiver: Receiver, kind: string, id: number, count: number) {
  const ofItem = () =>
    receiver.received.filter(
      (message) => message.json.type.startsWith(`${kind}.`) && message.json.data.id === id,
    );
  await expect.poll(() => ofItem().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return ofItem();
}

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await db.webhook.deleteMany({ where: { url: receiver.url } });
  await receiver.close();
  await db.$disconnect();
});

test.describe('/api/webhooks', () => {
  test('administrators register, list, change and delete endpoints; the secret is shown once', async ({
    request,
  }) => {
    const made = await register(request, receiver.url, [
      'event.created',
      'event.created',
      'tag.deleted',
    ]);
    expect(made).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      events: ['event.created', 'tag.deleted'],
      description: expect.stringMatching(/^Receiver-/),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
      enabled: true,
      disabled_reason: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Buffer.from(made.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(
      24,
    );

    const listed = (await (await request.get(WEBHOOKS, { headers: admin() })).json()) as object[];
    const shown = Object.fromEntries(Object.entries(made).filter(([key]) => key !== 'secret'));
    expect(listed).toContainEqual(shown);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const changed = await request.patch(`${WEBHOOKS}/${made.id}`, {
      headers: admin(),
      data: { events: ['venue.updated'], description: 'Changed', enabled: false },
    });
    expect(await changed.json()).toMatchObject({
      id: made.id,
      events: ['venue.updated'],
      description: 'Changed',
      enabled: false,
    });

    expect((await request.delete(`${WEBHOOKS}/${made.id}`, { headers: admin() })).status()).toBe(
      204,
    );
    await expectApiError(
      await request.get(`${WEBHOOKS}/${made.id}`, { headers: admin() }),
      404,
      'webhook_not_found',
    );
    await expectApiError(
      await request.delete(`${WEBHOOKS}/${made.id}`, { headers: admin() }),
      404,
      'webhook_not_found',
    );
  });

  test('a bad url or event type is refused with the reason of each field', async ({ request }) => {
    const refused = async (data: object, field: string, code: string) => {
      const body = await expectApiError(
        await request.post(WEBHOOKS, { headers: admin(), data }),
        400,
        'rest_invalid_param',
      );
      expect(body.data.details[field].code).toBe(code);
    };
    await refused(
      { url: 'ftp://example.com/hook', events: ['event.created'] },
      'url',
      'webhook_url_invalid',
    );
    await refused({ url: 'not a url', events: ['event.created'] }, 'url', 'webhook_url_invalid');
    await refused(
      { url: 'https://user:pw@example.com/', events: ['event.created'] },
      'url',
      'webhook_url_invalid',
    );
    await refused(
      { url: receiver.url, events: ['event.exploded'] },
      'events',
      'webhook_event_unknown',
    );
    await refused({ url: receiver.url, events: [] }, 'events', 'too_small');
    await expectApiError(
      await request.post(WEBHOOKS, { headers: admin(), data: { events: ['event.created'] } }),
      400,
      'rest_missing_callback_param',
    );
    const { id } = await register(request, receiver.url, ['tag.created']);
    const patch = await request.patch(`${WEBHOOKS}/${id}`, {
      headers: admin(),
      data: { url: 'mailto:a@b.c' },
    });
    expect((await expectApiError(patch, 400, 'rest_invalid_param')).data.details.url.code).toBe(
      'webhook_url_invalid',
    );
    await request.delete(`${WEBHOOKS}/${id}`, { headers: admin() });
  });

  test('only administrators reach the endpoints', async ({ request }) => {
    for (const role of ['editor', 'author', 'subscriber'] as const) {
      const headers = users[role].headers;
      await expectApiError(await request.get(WEBHOOKS, { headers }), 403, 'rest_forbidden');
      await expectApiError(
        await request.post(WEBHOOKS, {
          headers,
          data: { url: receiver.url, events: ['event.created'] },
        }),
        403,
        'rest_forbidden',
      );
    }
    await expectApiError(await request.get(WEBHOOKS), 401, 'rest_forbidden');
  });
});

test.describe('deliveries', () => {
  test('creating, changing and trashing an event are told, signed, with the item as an administrator reads it', async ({
    request,
  }) => {
    const { id: webhookId, secret } = await register(request, receiver.url, [
      'event.created',
      'event.updated',
      'event.deleted',
    ]);
    const title = unique('Hooked');
    const created = await request.post(EVENTS, {
      headers: admin(),
      data: {
        title,
        status: 'draft',
        start_date: '2031-05-01 10:00:00',
        end_date: '2031-05-01 11:00:00',
      },
    });
    expect(created.status()).toBe(201);
    const event = await created.json();

    const [first] = await receivedFor(receiver, 'event', event.id, 1);
    expect(first!.json).toEqual({
      type: 'event.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: expect.objectContaining({ id: event.id, title, status: 'draft' }),
    });
    expect(first!.json.data).toEqual(
      await (await request.get(`${EVENTS}/${event.id}`, { headers: admin() })).json(),
    );
    expect(verify(secret, first!)).toEqual(first!.json);
    expect(() =>
      verify(secret, { ...first!, body: first!.body.replace(title, `${title}!`) }),
    ).toThrow();

    const renamed = `${title} renamed`;
    expect(
      (
        await request.post(`${EVENTS}/${event.id}`, { headers: admin(), data: { title: renamed } })
      ).status(),
    ).toBe(200);
    const [, second] = await receivedFor(receiver, 'event', event.id, 2);
    expect(second!.json).toMatchObject({
      type: 'event.updated',
      data: { id: event.id, title: renamed },
    });
    verify(secret, second!);

    expect((await request.delete(`${EVENTS}/${event.id}`, { headers: admin() })).status()).toBe(
      200,
    );
    const [, , third] = await receivedFor(receiver, 'event', event.id, 3);
    expect(third!.json).toMatchObject({ type: 'event.deleted', data: { id: event.id } });
    expect(third!.json.data).toEqual({ id: event.id });
    verify(secret, third!);

    const deliveries = await (
      await request.get(`${WEBHOOKS}/${webhookId}/deliveries`, { headers: admin() })
    ).json();
    // Other tests' events are told to this endpoint too: the list is read for this event's messages.
    const ours = new Set([first, second, third].map((message) => message!.headers['webhook-id']));
    type Delivery = { type: string; message_id: string };
    expect(
      (deliveries as Delivery[])
        .filter((delivery) => ours.has(delivery.message_id))
        .map((delivery) => delivery.type),
    ).toEqual(['event.deleted', 'event.updated', 'event.created']);
    await request.delete(`${WEBHOOKS}/${webhookId}`, { headers: admin() });
  });

  test('a receiver answering 500 twice gets the same message a third time; resend sends it again', async ({
    request,
  }) => {
    const { id: webhookId, secret } = await register(request, receiver.url, ['tag.created']);
    receiver.statuses.push(500, 500);
    const tag = await (
      await request.post(TAGS, { headers: admin(), data: { name: unique('Hooked') } })
    ).json();

    const attempts = await receivedFor(receiver, 'tag', tag.id, 3);
    expect(
      attempts.length,
      JSON.stringify(receiver.received.map(({ json }) => [json.type, json.data.id])),
    ).toBe(3);
    expect(attempts.map((message) => message.headers['webhook-id'])).toEqual(
      Array(3).fill(attempts[0]!.headers['webhook-id']),
    );
    attempts.forEach((message) => verify(secret, message));
    const path = `${WEBHOOKS}/${webhookId}/deliveries`;
    await expect
      .poll(async () => (await (await request.get(path, { headers: admin() })).json())[0])
      .toMatchObject({
        type: 'tag.created',
        status: 'delivered',
        attempts: 3,
        last_status_code: 200,
        next_attempt_utc: null,
      });
    const [delivery] = await (await request.get(path, { headers: admin() })).json();

    const resent = await request.post(`${path}/${delivery.id}/resend`, { headers: admin() });
    expect(resent.status()).toBe(202);
    const copy = await resent.json();
    expect(copy).toMatchObject({ type: 'tag.created', status: 'pending', attempts: 0 });
    const all = await receivedFor(receiver, 'tag', tag.id, 4);
    expect(all[3]!.body).toBe(all[0]!.body);
    expect(all[3]!.headers['webhook-id']).not.toBe(all[0]!.headers['webhook-id']);
    verify(secret, all[3]!);
    await expect
      .poll(async () => (await (await request.get(path, { headers: admin() })).json())[0])
      .toMatchObject({ id: copy.id, status: 'delivered', attempts: 1 });

    await expectApiError(
      await request.post(`${path}/999999999/resend`, { headers: admin() }),
      404,
      'webhook_delivery_not_found',
    );
    await request.delete(`${WEBHOOKS}/${webhookId}`, { headers: admin() });
  });
});
