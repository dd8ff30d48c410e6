// The routes of the interface document (§4), in its order: the one table the
// namespace index (rest-behaviour §8.1), OPTIONS (§10.1) and the OpenAPI
// document (§8.2) are built from.
import { REST_NAMESPACE } from '../../http/headers';
import { endpoint, type EndpointSpec, type RouteSpec } from './endpoint';
import { translationStatusParameter } from './list-parameters';
import { field, requiring, type ParameterSpec } from './parameter';
import { categories, events, organizers, tags, venues, type Resource } from './resources';

export const byId = (resource: string) => `/${REST_NAMESPACE}/${resource}/(?P<id>\\d+)`;
export const bySlug = (resource: string) =>
  `/${REST_NAMESPACE}/${resource}/by-slug/(?P<slug>[^/]+)`;

const UPDATE = ['POST', 'PUT', 'PATCH'] as const;

const idOf = ({ label }: Resource) =>
  field('id', 'integer', `${label} ID`, { required: true, location: 'path' });
const slugOf = ({ label }: Resource) =>
  field('slug', 'string', `${label} slug`, { required: true, location: 'path' });
const item = (resource: Resource, status: 200 | 201, description: string) => ({
  status,
  description,
  body: { kind: 'item' as const, schema: resource.schema },
});
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

function collectionRoute(resource: Resource): RouteSpec {
  const { collection, label } = resource;
  return {
    pattern: `/${REST_NAMESPACE}/${collection}`,
    path: `/${collection}`,
    endpoints: [
      endpoint(
        ['GET'],
        `List ${collection}`,
        resource.listParameters,
        {
          status: 200,
          description: `A page of ${collection}`,
          body: { kind: 'collection', key: collection, schema: resource.schema },
        },
        resource.isPost ? [400, 404] : [400],
      ),
      endpoint(
        ['POST'],
        `Create ${withArticle(label.toLowerCase())}`,
        requiring(resource.fields, resource.required),
        item(resource, 201, `The new ${label.toLowerCase()}`),
        [400, 401, 403],
      ),
    ],
  };
}

/**
 * Read, update and delete one item located by `locator` (its id or slug).
 * Only event ids answer 404 for nothing found; other unknown ids and slugs
 * are invalid parameters (§6, §7.3).
 */
function itemEndpoints(
  resource: Resource,
  locator: ParameterSpec[],
  answersNotFound: boolean,
): EndpointSpec[] {
  const lower = resource.label.toLowerCase();
  const notFound = answersNotFound ? ([404] as const) : [];
  const writeErrors = [400, 401, 403, ...notFound] as const;
  const read = endpoint(
    ['GET'],
    `Read one ${lower}`,
    [...locator, translationStatusParameter],
    item(resource, 200, `The ${lower}`),
    resource.isPost ? [400, 403, ...notFound] : [400],
  );
  const update = endpoint(
    UPDATE,
    `Update one ${lower}`,
    [...locator, ...resource.fields],
    item(resource, 200, `The ${lower} as updated`),
    [...writeErrors, 412],
  );
  const remove = endpoint(
    ['DELETE'],
    resource.isPost ? `Move one ${lower} to the trash` : `Delete one ${lower} permanently`,
    locator,
    item(resource, 200, resource.isPost ? `The ${lower}, in the trash` : `The ${lower} as it was`),
    resource.isPost ? [...writeErrors, 410, 412] : [...writeErrors, 412],
  );
  // Interface §4.5, §4.6: terms list the update before the delete.
  return resource.isPost ? [read, remove, update] : [read, update, remove];
}

function byIdRoute(resource: Resource): RouteSpec {
  const locator = [idOf(resource), ...(resource.byIdExtras ?? [])];
  return {
    pattern: byId(resource.collection),
    path: `/${resource.collection}/{id}`,
    endpoints: itemEndpoints(resource, locator, resource.collection === 'events'),
  };
}

function bySlugRoute(resource: Resource): RouteSpec {
  return {
    pattern: bySlug(resource.collection),
    path: `/${resource.collection}/by-slug/{slug}`,
    endpoints: itemEndpoints(resource, [slugOf(resource)], false),
  };
}

const document = { kind: 'document' } as const;

export const routes: readonly RouteSpec[] = [
  {
    pattern: `/${REST_NAMESPACE}`,
    endpoints: [
      endpoint(
        ['GET'],
        'Describe the namespace',
        [
          { name: 'namespace', default: REST_NAMESPACE, location: 'query' },
          { name: 'context', default: 'view', location: 'query' },
        ],
        { status: 200, description: 'The namespace index', body: document },
        // 400 for a bad translation_language, 404 for another namespace (§8.1).
        [400, 404],
      ),
    ],
  },
  {
    pattern: `/${REST_NAMESPACE}/doc`,
    path: '/doc',
    endpoints: [
      endpoint(
        ['GET'],
        'Document the API',
        [],
        { status: 200, description: 'This OpenAPI 3.0 document', body: document },
        [400],
      ),
    ],
  },
  ...[events, venues, organizers].flatMap((resource) => [
    collectionRoute(resource),
    byIdRoute(resource),
    bySlugRoute(resource),
  ]),
  ...[categories, tags].flatMap((resource) => [collectionRoute(resource), byIdRoute(resource)]),
];
