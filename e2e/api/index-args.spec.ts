import { Temporal } from '@js-temporal/polyfill';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { db } from '../fixtures/db';
import { pathOf, withoutCurrentDefaults } from '../fixtures/documents';
import { handlerParameters } from '../fixtures/interface';

type Arg = { type?: string; default?: unknown; required: boolean; items?: unknown };
interface Entry {
  methods: string[];
  endpoints: { methods: string[]; args: Record<string, Arg> }[];
  _links?: unknown;
}

async function readIndex(request: APIRequestContext, path = '') {
  const response = await request.get(`${path}/calendar/events/v1`);
  expect(response.status()).toBe(200);
  return (await response.json()).routes as Record<string, Entry>;
}

async function siteZone(): Promise<string> {
  const row = await db.setting.findUnique({ where: { key: 'timezone' } });
  return row?.value ?? 'UTC';
}

test.describe('namespace index args (docs/api.md §8.1)', () => {
  test('lists every parameter of the interface document for each handler, in its order', async ({
    request,
  }) => {
    const routes = await readIndex(request);
    for (const [pattern, handlers] of Object.entries(handlerParameters)) {
      const entry = routes[pattern]!;
      expect(
        entry.endpoints.map(({ methods }) => methods),
        pattern,
      ).toEqual(handlers.map(([methods]) => methods));
      handlers.forEach(([methods, names], index) => {
        expect(Object.keys(entry.endpoints[index]!.args), `${methods} ${pattern}`).toEqual(names);
      });
    }
  });

  test('events GET lists optional filters with the current date window as defaults', async ({
    request,
  }) => {
    const zone = await siteZone();
    const before = Temporal.Now.zonedDateTimeISO(zone);
    const args = (await readIndex(request))['/calendar/events/v1/events']!.endpoints[0]!.args;
    const after = Temporal.Now.zonedDateTimeISO(zone);

    expect(Object.values(args).every((arg) => arg.required === false)).toBe(true);
    expect(args.page).toMatchObject({ type: 'integer', default: 1 });
    expect(args.per_page).toMatchObject({
      type: 'integer',
      default: expect.stringMatching(/^\d+$/),
    });
    expect(args.strict_dates).toEqual({
      default: 'false',
      required: false,
      description: expect.any(String),
    });
    expect(args.categories).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(args.geoloc_lat).toMatchObject({ type: 'number' });
    // §3.1: yesterday 23:59:00 and now + 24 months, in the site time zone.
    const yesterday = (now: Temporal.ZonedDateTime) =>
      `${now.subtract({ days: 1 }).toPlainDate()} 23:59:00`;
    expect([yesterday(before), yesterday(after)]).toContain(args.start_date!.default);
    const end = Temporal.PlainDateTime.from(String(args.end_date!.default).replace(' ', 'T'));
    // The server writes whole seconds, dropping the fraction.
    const earliest = before
      .add({ months: 24 })
      .toPlainDateTime()
      .round({ smallestUnit: 'second', roundingMode: 'trunc' });
    const latest = after.add({ months: 24, seconds: 1 }).toPlainDateTime();
    expect(Temporal.PlainDateTime.compare(end, earliest)).toBeGreaterThanOrEqual(0);
    expect(Temporal.PlainDateTime.compare(end, latest)).toBeLessThanOrEqual(0);
  });

  test('events POST requires title, start_date and end_date and writes TEC defaults', async ({
    request,
  }) => {
    const args = (await readIndex(request))['/calendar/events/v1/events']!.endpoints[1]!.args;
    const required = Object.keys(args).filter((name) => args[name]!.required);
    expect(required).toEqual(['title', 'start_date', 'end_date']);
    expect(args.title).toEqual({ type: 'string', required: true, description: 'Event title' });
    expect(args.all_day).toMatchObject({ type: 'boolean', default: false });
    for (const name of ['website', 'categories', 'tags', 'venue', 'organizer'])
      expect(args[name]!.default, name).toBeNull();
    expect(args.cost).not.toHaveProperty('type');
    expect(args).not.toHaveProperty('password');
  });

  test('per_page shows the posts_per_page setting as a string, in the index and in OPTIONS', async ({
    request,
  }) => {
    const saved = await db.setting.findUnique({ where: { key: 'posts_per_page' } });
    // Above the cap of 50, so lists that other tests read keep their page size (§2.2).
    await db.setting.upsert({
      where: { key: 'posts_per_page' },
      create: { key: 'posts_per_page', value: '75' },
      update: { value: '75' },
    });
    try {
      const routes = await readIndex(request);
      for (const pattern of ['events', 'venues', 'organizers', 'categories', 'tags'])
        expect(routes[`/calendar/events/v1/${pattern}`]!.endpoints[0]!.args.per_page!.default).toBe(
          '75',
        );
      const options = await request.fetch('/calendar/events/v1/venues', { method: 'OPTIONS' });
      expect((await options.json()).endpoints[0].args.per_page.default).toBe('75');
    } finally {
      if (saved)
        await db.setting.update({ where: { key: saved.key }, data: { value: saved.value } });
      else await db.setting.delete({ where: { key: 'posts_per_page' } });
    }
  });

  test("OPTIONS on every route answers that route's entry of the index", async ({ request }) => {
    const routes = await readIndex(request);
    for (const [pattern, entry] of Object.entries(routes)) {
      const response = await request.fetch(pathOf(pattern), { method: 'OPTIONS' });
      expect(response.status(), pattern).toBe(200);
      expect(response.headers()['allow']?.split(', ').sort(), pattern).toEqual(
        [...entry.methods].sort(),
      );
      expect(withoutCurrentDefaults(await response.json()), pattern).toEqual(
        withoutCurrentDefaults(entry),
      );
    }
  });

  test('links routes under the /fr prefix when the index is read in French', async ({
    request,
    baseURL,
  }) => {
    const routes = await readIndex(request, '/fr');
    expect(routes['/calendar/events/v1/tags']!._links).toEqual({
      self: [{ href: `${baseURL}/fr/calendar/events/v1/tags` }],
    });
    const options = await request.fetch('/fr/calendar/events/v1/doc', { method: 'OPTIONS' });
    expect((await options.json())._links.self[0].href).toBe(`${baseURL}/fr/calendar/events/v1/doc`);
  });
});
