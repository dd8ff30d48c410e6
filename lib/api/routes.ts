// The routes of the interface document (§4), in its order, for the namespace
// index (rest-behaviour §8.1), the Allow header and OPTIONS.
export interface RouteDescription {
  pattern: string;
  endpoints: string[][];
}

const update = ['POST', 'PUT', 'PATCH'];
export const byId = (resource: string) => `/calendar/events/v1/${resource}/(?P<id>\\d+)`;
export const bySlug = (resource: string) =>
  `/calendar/events/v1/${resource}/by-slug/(?P<slug>[^/]+)`;

export const routeDescriptions: RouteDescription[] = [
  { pattern: '/calendar/events/v1', endpoints: [['GET']] },
  { pattern: '/calendar/events/v1/doc', endpoints: [['GET']] },
  ...['events', 'venues', 'organizers'].flatMap((resource) => [
    { pattern: `/calendar/events/v1/${resource}`, endpoints: [['GET'], ['POST']] },
    { pattern: byId(resource), endpoints: [['GET'], ['DELETE'], update] },
    { pattern: bySlug(resource), endpoints: [['GET'], ['DELETE'], update] },
  ]),
  ...['categories', 'tags'].flatMap((resource) => [
    { pattern: `/calendar/events/v1/${resource}`, endpoints: [['GET'], ['POST']] },
    { pattern: byId(resource), endpoints: [['GET'], update, ['DELETE']] },
  ]),
];

export function methodsOf(description: RouteDescription): string[] {
  return [...new Set(description.endpoints.flat())];
}
