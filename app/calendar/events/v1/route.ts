import { indexDocument, routeDescription } from '@/lib/api/index-document';
import { ApiError } from '@/lib/http/errors';
import { REST_NAMESPACE } from '@/lib/http/headers';
import { defineRoute } from '@/lib/http/route';

// The namespace index (rest-behaviour §8.1).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: ({ params, baseUrl }) => {
    const namespace = params.namespace;
    if (
      namespace !== undefined &&
      namespace !== null &&
      String(namespace).replace(/^\/|\/$/g, '') !== REST_NAMESPACE
    ) {
      throw new ApiError(
        404,
        'rest_invalid_namespace',
        'The specified namespace could not be found.',
      );
    }
    return { body: indexDocument(baseUrl) };
  },
  describe: (baseUrl) => routeDescription('/calendar/events/v1', baseUrl),
});
