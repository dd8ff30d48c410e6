import { trashedEventReply } from '@/lib/events/handlers';
import { purgeEvent } from '@/lib/events/write-purge';
import { baseUrlOf } from '@/lib/http/headers';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// Permanent deletion of a trashed event (README "The admin"): outside the
// REST namespace, which never deletes for good (docs/api.md §5). The caller
// is resolved as on the API: a bearer token, or the session cookie with its
// X-WP-Nonce.
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await purgeEvent(id, await resolveAdmittedCaller(request));
  return { body: { deleted: true, id } };
});

// The admin's editor reads a trashed event here to show it before it is
// restored: the namespace refuses that read to everyone (docs/api.md §0.4).
export const GET = jsonEndpoint(async (request) =>
  trashedEventReply(idAtEndOfPath(request), {
    baseUrl: baseUrlOf(request),
    language: 'en',
    caller: await resolveAdmittedCaller(request),
  }),
);
