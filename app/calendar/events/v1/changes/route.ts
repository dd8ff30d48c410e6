import { describeRoute } from '@/lib/api/current';
import { listChanges } from '@/lib/changes/handlers';
import { REST_NAMESPACE } from '@/lib/http/headers';
import { defineRoute } from '@/lib/route/define-route';

// The change feed (docs/sync.md): what changed after a cursor, as the caller may see it.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: async ({ params, caller }) => ({ body: await listChanges(params, caller) }),
  describe: describeRoute(`/${REST_NAMESPACE}/changes`),
});
