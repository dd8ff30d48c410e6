// The three routes of a linked-post kind (docs/api.md §A.4.3, §A.4.4): the
// collection, one item by id and one item by slug. Venues and organizers
// answer alike, so their route files only name their kind.
import { byId, bySlug } from '@/lib/api/catalogue/routes';
import { describeRoute } from '@/lib/api/current';
import { REST_NAMESPACE } from '@/lib/http/headers';
import { archiveReply } from '@/lib/route/collection-reply';
import { defineRoute, type RouteContext } from '@/lib/route/define-route';
import {
  createLinkedPostItem,
  deleteLinkedPostItem,
  readLinkedPost,
  updateLinkedPostItem,
  type Locator,
} from '@/lib/linked-posts/handlers';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from '@/lib/linked-posts/kind';
import { listLinkedPosts } from '@/lib/linked-posts/read-list';
import type { LinkedPostRequest } from '@/lib/linked-posts/request';

type Kind = LinkedPostKind<LinkedPostRow, LinkedPostInput>;

function requestOf<P>(context: RouteContext<P>): LinkedPostRequest {
  const { params, payload, caller, language, baseUrl, ifMatch } = context;
  return { params, payload, caller, language, baseUrl, ifMatch };
}

function itemRoute<P extends Locator & Record<string, string>>(
  kind: Kind,
  path: { [K in keyof P]: RegExp },
  pattern: string,
) {
  return defineRoute<P>({
    path,
    GET: (context) => readLinkedPost(kind, context.path, requestOf(context)),
    DELETE: (context) => deleteLinkedPostItem(kind, context.path, requestOf(context)),
    UPDATE: (context) => updateLinkedPostItem(kind, context.path, requestOf(context)),
    describe: describeRoute(pattern),
  });
}

export function linkedCollectionRoute(kind: Kind) {
  return defineRoute({
    GET: async (context) =>
      archiveReply(kind.model, await listLinkedPosts(kind, requestOf(context))),
    POST: (context) => createLinkedPostItem(kind, requestOf(context)),
    describe: describeRoute(`/${REST_NAMESPACE}/${kind.model}s`),
  });
}

export function linkedItemRoute(kind: Kind) {
  return itemRoute<{ id: string }>(kind, { id: /^\d+$/ }, byId(`${kind.model}s`));
}

export function linkedBySlugRoute(kind: Kind) {
  return itemRoute<{ slug: string }>(kind, { slug: /^[^/]+$/ }, bySlug(`${kind.model}s`));
}
