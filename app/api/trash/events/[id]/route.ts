import { trashedEventReply } from '@/lib/events/handlers';
import { baseUrlOf } from '@/lib/http/headers';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';
import { purgeEndpoint } from '@/lib/route/trash-endpoints';

// Permanent deletion of a trashed event (docs/admin.md "Trash"): outside the
// REST namespace, which never deletes for good (docs/api.md §5).
export const DELETE = purgeEndpoint('event');

// The admin's editor reads a trashed event here to show it before it is
// restored: the namespace refuses that read to everyone (docs/api.md §0.4).
export const GET = jsonEndpoint(async (request) =>
  trashedEventReply(idAtEndOfPath(request), {
    baseUrl: baseUrlOf(request),
    language: 'en',
    caller: await resolveAdmittedCaller(request),
  }),
);
