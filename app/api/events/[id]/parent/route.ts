import { eventParentSchema, readEventParent, writeEventParent } from '@/lib/events/parent';
import { readJsonBody } from '@/lib/params/json-body';
import { idInPath } from '@/lib/params/path-id';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// An event's parent event (docs/admin.md "Parent event"): the REST list
// filters by it (`post_parent`, docs/api.md §3.1) but no representation holds
// it, so the admin sets it here, with the API's credentials and error body.
const eventId = (request: Request) => idInPath(request, 1);

export const GET = jsonEndpoint(async (request) => ({
  body: await readEventParent(eventId(request), await resolveAdmittedCaller(request)),
}));

export const PUT = jsonEndpoint(async (request) => ({
  body: await writeEventParent(eventId(request), await resolveAdmittedCaller(request), () =>
    readJsonBody(request, eventParentSchema),
  ),
}));
