import { describe, expect, it } from 'vitest';
import { handlerParameters } from '../../e2e/fixtures/interface';
import { indexDocument, routeDescription, type IndexContext } from './index-document';

const defaults = {
  per_page: '75',
  start_date: '2025-03-09 23:59:00',
  end_date: '2027-03-10 14:05:00',
};
const context: IndexContext = { baseUrl: 'https://calendar.example.org', language: 'en', defaults };
const index = indexDocument(context);

type Args = Record<string, Record<string, unknown>>;
const argsOf = (pattern: string, endpoint: number): Args =>
  (index.routes[pattern]?.endpoints[endpoint]?.args ?? {}) as Args;

describe('indexDocument (docs/api.md §8.1)', () => {
  it('lists every route of the interface document with one endpoint per handler', () => {
    expect(Object.keys(index.routes)).toEqual(Object.keys(handlerParameters));
    for (const [pattern, handlers] of Object.entries(handlerParameters)) {
      expect(
        index.routes[pattern]?.endpoints.map(({ methods }) => methods),
        pattern,
      ).toEqual(handlers.map(([methods]) => methods));
    }
  });

  it("lists exactly the interface's parameters of each handler, in its order", () => {
    for (const [pattern, handlers] of Object.entries(handlerParameters)) {
      handlers.forEach(([methods, names], endpoint) => {
        expect(Object.keys(argsOf(pattern, endpoint)), `${methods} ${pattern}`).toEqual(names);
      });
    }
  });

  it("requires a create's required fields and nothing else", () => {
    const required = (pattern: string, endpoint: number) =>
      Object.entries(argsOf(pattern, endpoint))
        .filter(([, arg]) => arg.required)
        .map(([name]) => name);
    expect(required('/calendar/events/v1/events', 1)).toEqual(['title', 'start_date', 'end_date']);
    expect(required('/calendar/events/v1/events', 0)).toEqual([]);
    expect(required('/calendar/events/v1/venues', 1)).toEqual(['venue']);
    expect(required('/calendar/events/v1/organizers', 1)).toEqual(['organizer']);
    expect(required('/calendar/events/v1/tags', 1)).toEqual(['name']);
    expect(required('/calendar/events/v1/events/(?P<id>\\d+)', 2)).toEqual(['id']);
  });

  it('keeps the path slug required on by-slug updates except for events, whose payload slug renames', () => {
    expect(argsOf('/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)', 2).slug).toEqual({
      type: 'string',
      required: false,
      description: 'Slug',
    });
    expect(argsOf('/calendar/events/v1/venues/by-slug/(?P<slug>[^/]+)', 2).slug).toMatchObject({
      type: 'string',
      required: true,
    });
  });

  it('writes the defaults as TEC writes them, current ones included', () => {
    const list = argsOf('/calendar/events/v1/events', 0);
    expect(list.page).toEqual({
      type: 'integer',
      default: 1,
      required: false,
      description: 'Page of the collection to return',
    });
    expect(list.per_page?.default).toBe('75');
    expect(list.start_date?.default).toBe('2025-03-09 23:59:00');
    expect(list.end_date?.default).toBe('2027-03-10 14:05:00');
    expect(list.strict_dates).not.toHaveProperty('type');
    expect(list.strict_dates?.default).toBe('false');
    expect(list.include).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(argsOf('/calendar/events/v1/categories', 0).hide_empty?.default).toBe('1');
    expect(argsOf('/calendar/events/v1/venues', 0).only_with_upcoming?.default).toBe(false);
    const create = argsOf('/calendar/events/v1/events', 1);
    expect(create.all_day?.default).toBe(false);
    for (const name of ['website', 'categories', 'tags', 'venue', 'organizer'])
      expect(create[name]?.default, name).toBeNull();
    expect(create.title).not.toHaveProperty('default');
    expect(argsOf('/calendar/events/v1/venues', 1).city?.default).toBeNull();
    expect(argsOf('/calendar/events/v1/organizers', 1).email?.default).toBeNull();
  });

  it('lists translation_language on every handler with its three languages', () => {
    for (const route of Object.values(index.routes))
      for (const { args } of route.endpoints)
        expect(args.translation_language).toEqual({
          type: 'string',
          enum: ['en', 'fr', 'es'],
          required: false,
          description:
            'Language of the content to read or write. A write may also send it in its body, which wins over the query string.',
        });
  });

  it('links routes without path parameters under the language prefix, and up to the home page', () => {
    const fr = indexDocument({ ...context, language: 'fr' });
    expect(fr.routes['/calendar/events/v1/events']?._links?.self[0]?.href).toBe(
      'https://calendar.example.org/fr/calendar/events/v1/events',
    );
    expect(fr.routes['/calendar/events/v1']?._links?.self[0]?.href).toBe(
      'https://calendar.example.org/fr/calendar/events/v1',
    );
    expect(fr.routes['/calendar/events/v1/tags/(?P<id>\\d+)']).not.toHaveProperty('_links');
    expect(fr._links.up[0]?.href).toBe('https://calendar.example.org/');
  });

  it('describes one route as its entry of the index', () => {
    for (const pattern of Object.keys(index.routes))
      expect(routeDescription(pattern, context)).toEqual(index.routes[pattern]);
  });
});
