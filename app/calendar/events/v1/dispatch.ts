// Requests that Next.js's own (case-sensitive, unprefixed) routing cannot
// place: odd-case paths and the /{lang}/calendar/events/v1 prefix (docs/api.md §0.1, §9).
// They are matched here, case-insensitively, against the API's routes and
// handed to the very route module a canonical request reaches.
import { defineRoute } from '@/lib/route/define-route';
import * as eventRoute from './events/[id]/route';
import * as eventBySlugRoute from './events/by-slug/[slug]/route';
import * as categoriesRoute from './categories/route';
import * as categoryRoute from './categories/[id]/route';
import * as eventsRoute from './events/route';
import * as docRoute from './doc/route';
import * as organizerBySlugRoute from './organizers/by-slug/[slug]/route';
import * as organizerRoute from './organizers/[id]/route';
import * as organizersRoute from './organizers/route';
import * as indexRoute from './route';
import * as tagsRoute from './tags/route';
import * as tagRoute from './tags/[id]/route';
import * as venueBySlugRoute from './venues/by-slug/[slug]/route';
import * as venueRoute from './venues/[id]/route';
import * as venuesRoute from './venues/route';

type RouteModule = ReturnType<typeof defineRoute>;
type Method = keyof RouteModule;

const table: [pattern: string, module: RouteModule][] = [
  ['', indexRoute],
  ['doc', docRoute],
  ['events', eventsRoute],
  ['events/:id', eventRoute],
  ['events/by-slug/:slug', eventBySlugRoute],
  ['categories', categoriesRoute],
  ['categories/:id', categoryRoute],
  ['tags', tagsRoute],
  ['tags/:id', tagRoute],
  ['venues', venuesRoute],
  ['venues/:id', venueRoute],
  ['venues/by-slug/:slug', venueBySlugRoute],
  ['organizers', organizersRoute],
  ['organizers/:id', organizerRoute],
  ['organizers/by-slug/:slug', organizerBySlugRoute],
];

const compiled = table.map(([pattern, module]) => {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}/?$`, 'i'), names, module };
});

const unknownRoute = defineRoute({});

/** rest_no_route, with the namespace's headers (§7.2 step 1). */
export function answerNoRoute(request: Request): Promise<Response> {
  const method = request.method.toUpperCase() as Method;
  return (unknownRoute[method] ?? unknownRoute.GET)(request, { params: Promise.resolve({}) });
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** `rest`: the path segments after the namespace, as the client wrote them. */
export function dispatch(request: Request, rest: string[]): Promise<Response> {
  const method = request.method.toUpperCase() as Method;
  const handle = (module: RouteModule, params: Record<string, string>) =>
    (module[method] ?? unknownRoute.GET)(request, { params: Promise.resolve(params) });
  const path = rest.join('/');
  for (const { regex, names, module } of compiled) {
    const match = regex.exec(path);
    if (!match) continue;
    const values = names.map((_, index) => decode(match[index + 1]!));
    if (values.some((value) => value === null)) break;
    return handle(module, Object.fromEntries(names.map((name, index) => [name, values[index]!])));
  }
  return answerNoRoute(request);
}
