import { indexDocument } from '@/lib/api/index-document';
import { ApiError } from '@/lib/http/errors';
import { REST_NAMESPACE } from '@/lib/http/headers';
import { route } from '@/lib/http/route';

// The namespace index (rest-behaviour §8.1).
export const GET = route({ allow: 'GET' }, ({ url, baseUrl }) => {
  const namespace = url.searchParams.get('namespace');
  if (namespace !== null && namespace.replace(/^\/|\/$/g, '') !== REST_NAMESPACE) {
    throw new ApiError(
      404,
      'rest_invalid_namespace',
      'The specified namespace could not be found.',
    );
  }
  return { body: indexDocument(baseUrl) };
});
export const HEAD = GET;
