import { currentIndex, describeRoute } from '@/lib/api/current';
import { ApiError } from '@/lib/http/errors';
import { REST_NAMESPACE } from '@/lib/http/headers';
import { defineRoute } from '@/lib/route/define-route';

// The namespace index (docs/api.md §8.1).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: async ({ params, baseUrl, language }) => {
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
    return { body: await currentIndex(baseUrl, language) };
  },
  describe: describeRoute(`/${REST_NAMESPACE}`),
});
