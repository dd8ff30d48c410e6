import { resolveCaller } from '@/lib/auth/caller';
import { purgeEvent } from '@/lib/events/purge';
import { noRoute } from '@/lib/http/errors';
import { jsonEndpoint } from '@/lib/http/json-endpoint';
import { admitRequest } from '@/lib/rate-limit/request-limits';

// Permanent deletion of a trashed event (README "The admin"): outside the
// REST namespace, which never deletes for good (rest-behaviour §5). The caller
// is resolved as on the API: a bearer token, or the session cookie with its
// X-WP-Nonce.
export const DELETE = jsonEndpoint(async (request) => {
  const id = new URL(request.url).pathname.split('/').at(-1) ?? '';
  if (!/^\d+$/.test(id)) throw noRoute();
  const caller = await resolveCaller(request);
  await admitRequest(request, 'DELETE', caller);
  await purgeEvent(Number(id), caller);
  return { body: { deleted: true, id: Number(id) } };
});
