import { routeDescription } from '@/lib/api/index-document';
import { serializeContextFor } from '@/lib/events/context';
import { trashEvent } from '@/lib/events/delete';
import { passwordParam, requireEvent } from '@/lib/events/lookup';
import { serializeEvent } from '@/lib/events/serialize';
import { eventForWrite, readableEvent } from '@/lib/events/single';
import { defineRoute } from '@/lib/http/route';

// One event by id (rest-behaviour §1.2, §5, §7.3).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute<{ id: string }>({
  path: { id: /^\d+$/ },
  GET: async (request) => {
    const event = readableEvent(
      await requireEvent(Number(request.path.id)),
      request.params,
      request.caller,
    );
    return {
      body: serializeEvent(event, await serializeContextFor(request), { single: true }),
      lastModified: event.modifiedUtc,
    };
  },
  DELETE: async (request) => {
    passwordParam(request.params.password);
    const event = await eventForWrite(Number(request.path.id), request.caller);
    const trashed = await trashEvent(event, request.caller);
    return { body: serializeEvent(trashed, await serializeContextFor(request)) };
  },
  describe: (baseUrl) => routeDescription('/calendar/events/v1/events/(?P<id>\\d+)', baseUrl),
});
