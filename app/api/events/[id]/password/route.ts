import { readEventPassword, writeEventPassword, eventPasswordSchema } from '@/lib/events/password';
import { readJsonBody } from '@/lib/params/json-body';
import { idInPath } from '@/lib/params/path-id';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// An event's password (docs/admin.md "Password-protected events"): the REST
// API only supplies one (docs/api.md §1.10), so the admin sets it here, with
// the API's credentials and error body. Answers say whether the event is
// protected, never the password.
const eventId = (request: Request) => idInPath(request, 1);

export const GET = jsonEndpoint(async (request) => ({
  body: await readEventPassword(eventId(request), await resolveAdmittedCaller(request)),
}));

export const PUT = jsonEndpoint(async (request) => ({
  body: await writeEventPassword(eventId(request), await resolveAdmittedCaller(request), () =>
    readJsonBody(request, eventPasswordSchema),
  ),
}));
