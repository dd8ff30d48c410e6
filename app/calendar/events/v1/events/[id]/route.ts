import { describeRoute } from '@/lib/api/current';
import { serializeContextFor } from '@/lib/events/request';
import { trashEvent } from '@/lib/events/write-delete';
import { passwordParam, requireEvent } from '@/lib/events/read-lookup';
import { presentEvent } from '@/lib/events/present';
import { eventForWrite, singleEventReply } from '@/lib/events/handlers';
import { updateEvent } from '@/lib/events/write';
import { defineRoute } from '@/lib/route/define-route';

// One event by id (docs/api.md §1.2, §5, §7.3).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute<{ id: string }>({
  path: { id: /^\d+$/ },
  GET: async (request) => singleEventReply(await requireEvent(request.path.id), request),
  DELETE: async (request) => {
    passwordParam(request.params.password);
    const event = await eventForWrite(request.path.id, request.caller);
    const trashed = await trashEvent(event, request);
    return { body: await presentEvent(trashed, await serializeContextFor(request)) };
  },
  UPDATE: async (request) => {
    const event = await eventForWrite(request.path.id, request.caller);
    const updated = await updateEvent(event, request.params, request, { takesPassword: true });
    return { body: await presentEvent(updated, await serializeContextFor(request)) };
  },
  describe: describeRoute('/calendar/events/v1/events/(?P<id>\\d+)'),
});
