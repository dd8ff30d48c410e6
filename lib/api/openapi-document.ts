// The OpenAPI 3.0 document of GET /calendar/events/v1/doc (docs/api.md
// §8.2), read off the catalogue. It depends on the REST base (port and
// language prefix kept) and the current defaults, never on the caller.
import type { OpenAPIV3 } from 'openapi-types';
import type { RouteSpec } from './catalogue/endpoint';
import type { CurrentDefaults } from '../params/declare';
import { routes } from './catalogue/routes';
import { resourceSchemas } from './catalogue/schemas';
import { operationOf } from './openapi-operation';

/** The tag of each path's first segment: the resources, then the document and the change feed. */
const TAGS: Record<string, string> = {
  events: 'Events',
  venues: 'Venues',
  organizers: 'Organizers',
  categories: 'Categories',
  tags: 'Tags',
  doc: 'OpenAPI document',
  changes: 'Change feed',
};

export const tagOf = (path: string) => TAGS[path.split('/')[1] ?? ''] ?? 'Other';

function pathItemOf(
  route: RouteSpec & { path: string },
  defaults: CurrentDefaults,
): OpenAPIV3.PathItemObject {
  return Object.fromEntries(
    route.endpoints.flatMap((endpoint) =>
      endpoint.methods.map((method) => [
        method.toLowerCase(),
        operationOf(endpoint, method, defaults, tagOf(route.path)),
      ]),
    ),
  );
}

export function openApiDocument(context: {
  /** `{REST base}` as the request named it, language prefix included (§0.1, §9). */
  restBase: string;
  defaults: CurrentDefaults;
}): OpenAPIV3.Document {
  return {
    openapi: '3.0.0',
    info: {
      version: '1.0.0',
      title: 'Events Calendar REST API',
      description: 'Read and write events, venues, organizers, categories and tags.',
    },
    servers: [{ url: `${context.restBase}/` }],
    components: { schemas: resourceSchemas },
    paths: Object.fromEntries(
      routes.flatMap((route) =>
        route.path
          ? [[route.path, pathItemOf({ ...route, path: route.path }, context.defaults)]]
          : [],
      ),
    ),
  };
}
