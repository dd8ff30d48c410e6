// The routes of the interface (docs/api.md §A.4), in its order: the one table the
// namespace index (docs/api.md §8.1), OPTIONS (§10.1) and the OpenAPI
// document (§8.2) are built from.
import { REST_NAMESPACE } from '../../http/headers';
import { endpoint, type EndpointSpec, type RouteSpec } from './endpoint';
import { writeErrors, type ErrorCode } from './errors';
import { translationStatusParameter } from '../../posts/missing-translations';
import { field, requiring, type ParameterSpec } from '../../params/declare';
import { categories, events, organizers, tags, venues, type Resource } from './resources';
import { changesParameters } from '../../changes/schema';

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

/** The errors of §7.3 each kind of handler of `resource` can answer, besides every handler's. */
function errorsOf(resource: Resource) {
  const model = resource.label.toLowerCase() as 'event' | 'venue' | 'organizer';
  const isEvents = resource.collection === 'events';
  const isTags = resource.collection === 'tags';
  const onlyFor = (condition: boolean, codes: ErrorCode[]) => (condition ? codes : []);
  const postWrite = onlyFor(resource.isPost, ['rest_cannot_edit_others']);
  // Storage failures (§7.3) have codes of their own on events, venues and organizers.
  const failing = (action: 'update' | 'delete') =>
    onlyFor(resource.isPost, [`could-not-${action}-${model}`]);
  const linking = onlyFor(isEvents, ['could-not-create-venue', 'could-not-create-organizer']);
  const created = onlyFor(resource.isPost && !isEvents, [
    `could-not-create-${model as 'venue' | 'organizer'}`,
  ]);
  const parentOnTags = onlyFor(isTags, ['rest_taxonomy_not_hierarchical']);
  const change: ErrorCode[] = [...writeErrors, 'rest_precondition_failed'];
  return {
    list: onlyFor(resource.isPost, [`${model}-archive-page-not-found`]),
    create: [
      ...writeErrors,
      'rest_missing_callback_param',
      ...postWrite,
      ...linking,
      ...created,
      ...onlyFor(!resource.isPost, ['term_exists']),
      ...parentOnTags,
    ] as ErrorCode[],
    read: isEvents
      ? (['event-not-accessible', 'event-password-protected'] as ErrorCode[])
      : onlyFor(resource.isPost, [`${model}-not-accessible`]),
    update: [
      ...change,
      ...postWrite,
      ...linking,
      ...failing('update'),
      ...onlyFor(!resource.isPost, ['duplicate_term_slug']),
      ...parentOnTags,
    ],
    remove: [
      ...change,
      ...onlyFor(resource.isPost, [`${model}-is-in-trash`]),
      ...failing('delete'),
    ],
    /** Event by-ID routes tell an unknown ID from another kind's (§7.3). */
    byEventId: ['rest-event-not-found', 'rest-invalid-event-id'] as ErrorCode[],
  };
}

function collectionRoute(resource: Resource): RouteSpec {
  const { collection, label } = resource;
  const errors = errorsOf(resource);
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
        errors.list,
      ),
      endpoint(
        ['POST'],
        `Create ${withArticle(label.toLowerCase())}`,
        requiring(resource.fields, resource.required),
        item(resource, 201, `The new ${label.toLowerCase()}`),
        errors.create,
      ),
    ],
  };
}

/**
 * Read, update and delete one item located by `locator` (its id or slug).
 * Only event ids answer 404 for nothing found and tell another kind's id;
 * other unknown ids and slugs are invalid parameters (§6, §7.3).
 */
function itemEndpoints(
  resource: Resource,
  locator: ParameterSpec[],
  isEventId: boolean,
  /** The slug routes say so in their summaries, which the reference lists side by side with the ID routes'. */
  by = '',
): EndpointSpec[] {
  const lower = resource.label.toLowerCase();
  const errors = errorsOf(resource);
  const byId = isEventId ? errors.byEventId : [];
  const read = endpoint(
    ['GET'],
    `Read one ${lower}${by}`,
    [...locator, translationStatusParameter],
    item(resource, 200, `The ${lower}`),
    // A trashed event is found by ID only (§6).
    [...errors.read, ...byId, ...(isEventId ? (['event-no-longer-available'] as const) : [])],
  );
  const update = endpoint(
    UPDATE,
    `Update one ${lower}${by}`,
    [...locator, ...resource.fields, ...(resource.writeExtras ?? [])],
    item(resource, 200, `The ${lower} as updated`),
    [...errors.update, ...byId],
  );
  const remove = endpoint(
    ['DELETE'],
    resource.isPost
      ? `Move one ${lower}${by} to the trash`
      : `Delete one ${lower}${by} permanently`,
    [...locator, ...(resource.writeExtras ?? [])],
    item(resource, 200, resource.isPost ? `The ${lower}, in the trash` : `The ${lower} as it was`),
    [...errors.remove, ...byId],
  );
  // docs/api.md §A.4.5, §A.4.6: terms list the update before the delete.
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
    endpoints: itemEndpoints(resource, [slugOf(resource)], false, ' by slug'),
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
        ['rest_invalid_namespace'],
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
        [],
      ),
    ],
  },
  ...[events, venues, organizers].flatMap((resource) => [
    collectionRoute(resource),
    byIdRoute(resource),
    bySlugRoute(resource),
  ]),
  ...[categories, tags].flatMap((resource) => [collectionRoute(resource), byIdRoute(resource)]),
  // Not in TEC: the change feed (docs/sync.md), after the interface's routes.
  {
    pattern: `/${REST_NAMESPACE}/changes`,
    path: '/changes',
    endpoints: [
      endpoint(
        ['GET'],
        'List what changed after a cursor',
        changesParameters,
        {
          status: 200,
          description: 'The changes after the cursor, as the caller may see them',
          body: { kind: 'item', schema: 'ChangePage' },
        },
        ['rest_cursor_expired'],
      ),
    ],
  },
];
