import { currentOpenApiDocument, describeRoute } from '@/lib/api/current';
import { defineRoute } from '@/lib/route/define-route';

// The OpenAPI 3.0 document of the namespace (docs/api.md §8.2): the same
// for every caller, with the REST base of the request as its server.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: async ({ baseUrl, language }) => ({ body: await currentOpenApiDocument(baseUrl, language) }),
  describe: describeRoute('/calendar/events/v1/doc'),
});
