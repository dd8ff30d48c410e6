import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const when = () => ({
  startLocal: daysFromToday(15, '19:00:00'),
  endLocal: daysFromToday(15, '21:00:00'),
});

test.describe('updating events (docs/api.md §4.1, §4.2.2, §6)', () => {
  test('POST, PUT and PATCH update only the fields sent', async ({ request }) => {
    const event = await createEvent({ ...when(), description: 'kept' });
    const path = `/calendar/events/v1/events/${event.id}`;
    const titles: string[] = [];
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const title = unique(method);
      titles.push(title);
      const response = await request.fetch(path, {
        method,
        headers: users.editor.headers,
        data: { title },
      });
      expect(response.status(), method).toBe(200);
      expect(await response.json()).toMatchObject({
        title,
        description: '<p>kept</p>',
        start_date: event.startLocal,
      });
    }
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(titles[2]);
  });

  test('keeps the other date, and moves UTC with the zone', async ({ request }) => {
    const event = await createEvent(when());
    const path = `/calendar/events/v1/events/${event.id}`;
    const endOnly = await (
      await request.patch(path, {
        headers: users.editor.headers,
        data: { end_date: `${event.endLocal.slice(0, 10)} 23:00` },
      })
    ).json();
    expect(endOnly).toMatchObject({
      start_date: event.startLocal,
      end_date: `${event.endLocal.slice(0, 10)} 23:00:00`,
    });
    const zoned = await (
      await request.patch(path, {
        headers: users.editor.headers,
        data: { timezone: 'Europe/Paris' },
      })
    ).json();
    expect(zoned).toMatchObject({ start_date: event.startLocal, timezone: 'Europe/Paris' });
    expect(zoned.utc_start_date).not.toBe(endOnly.utc_start_date);
    expect(zoned.timezone_abbr).toMatch(/^CES?T$/);
  });

  test('answers 404 for an unknown id to those who may create, 401 to anonymous callers', async ({
    request,
  }) => {
    expect(
      (
        await request.patch('/calendar/events/v1/events/999999997', { data: { title: 'x' } })
      ).status(),
    ).toBe(401);
    const response = await request.patch('/calendar/events/v1/events/999999997', {
      headers: users.author.headers,
      data: { title: 'x' },
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest-event-not-found');
  });

  test('restores a trashed event only when a status is sent', async ({ request }) => {
    const event = await createEvent({ ...when(), status: 'trash' });
    const path = `/calendar/events/v1/events/${event.id}`;
    expect(
      (
        await (
          await request.patch(path, {
            headers: users.editor.headers,
            data: { title: unique('Still trashed') },
          })
        ).json()
      ).status,
    ).toBe('trash');
    const restored = await (
      await request.patch(path, { headers: users.editor.headers, data: { status: 'draft' } })
    ).json();
    expect(restored.status).toBe('draft');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).liveSlug).toBe(
      restored.slug,
    );
  });

  test('renames through the by-slug route; the old slug then no longer resolves', async ({
    request,
  }) => {
    const event = await createEvent(when());
    const newSlug = unique('renamed');
    const response = await request.patch(`/calendar/events/v1/events/by-slug/${event.slug}`, {
      headers: users.editor.headers,
      data: { slug: newSlug },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).slug).toBe(newSlug);
    expect((await request.get(`/calendar/events/v1/events/by-slug/${event.slug}`)).status()).toBe(
      400,
    );
    expect((await request.get(`/calendar/events/v1/events/by-slug/${newSlug}`)).status()).toBe(200);
  });

  test('writes a translation without touching the English text (§9)', async ({
    request,
    baseURL,
  }) => {
    const event = await createEvent(when());
    const path = `/calendar/events/v1/events/${event.id}`;
    const french = unique('Concert du soir');
    const response = await request.patch(`${path}?translation_language=fr`, {
      headers: users.editor.headers,
      data: { title: french },
    });
    expect(response.status()).toBe(200);
    expect((await (await request.get(path)).json()).title).toBe(event.title);
    const fr = await (await request.get(`/fr${path}`)).json();
    expect(fr.title).toBe(french);
    expect(fr.rest_url).toBe(`${baseURL}/fr${path}`);
    expect((await (await request.get(`${path}?translation_language=es`)).json()).title).toBe(
      event.title,
    );
  });

  test('checks the password parameter but never sets it', async ({ request }) => {
    const event = await createEvent(when());
    const path = `/calendar/events/v1/events/${event.id}`;
    expect(
      (
        await request.patch(path, { headers: users.editor.headers, data: { password: '' } })
      ).status(),
    ).toBe(400);
    expect(
      (
        await request.patch(path, { headers: users.editor.headers, data: { password: 'secret' } })
      ).status(),
    ).toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).password).toBeNull();
  });

  test('refuses an empty description on events', async ({ request }) => {
    const event = await createEvent(when());
    const response = await request.patch(`/calendar/events/v1/events/${event.id}`, {
      headers: users.editor.headers,
      data: { description: '' },
    });
    expect(response.status()).toBe(400);
  });
});

test.describe('conditional event writes (docs/api.md §10.9)', () => {
  test('an update with the current ETag in If-Match succeeds; a stale one gets 412 and writes nothing', async ({
    request,
  }) => {
    const event = await createEvent(when());
    const path = `/calendar/events/v1/events/${event.id}`;
    const read = await request.get(path, { headers: users.editor.headers });
    const etag = read.headers()['etag']!;
    const first = await request.patch(path, {
      headers: { ...users.editor.headers, 'If-Match': etag },
      data: { title: unique('First') },
    });
    expect(first.status()).toBe(200);

    // The event changed since `etag` was read: the second editor is refused.
    const stale = await request.patch(path, {
      headers: { ...users.editor.headers, 'If-Match': etag },
      data: { title: unique('Second') },
    });
    expect(stale.status()).toBe(412);
    expect((await stale.json()).code).toBe('rest_precondition_failed');
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(stored.title).toBe((await first.json()).title);

    const deleted = await request.delete(path, {
      headers: { ...users.editor.headers, 'If-Match': etag },
    });
    expect(deleted.status()).toBe(412);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe('publish');

    const current = (await request.get(path, { headers: users.editor.headers })).headers()['etag']!;
    const trashed = await request.delete(path, {
      headers: { ...users.editor.headers, 'If-Match': current },
    });
    expect(trashed.status()).toBe(200);
  });

  test('If-Match is checked after the permission check', async ({ request }) => {
    const event = await createEvent(when());
    const response = await request.patch(`/calendar/events/v1/events/${event.id}`, {
      headers: { ...users.author.headers, 'If-Match': '"stale"' },
      data: { title: unique('Nope') },
    });
    expect(response.status()).toBe(403);
  });
});
