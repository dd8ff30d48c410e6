import { describeRoute } from '@/lib/api/current';
import { serializeContextFor } from '@/lib/events/request';
import { trashEvent } from '@/lib/events/write-delete';
import { requireEventBySlug } from '@/lib/events/read-lookup';
import { presentEvent } from '@/lib/events/present';
import { singleEventReply } from '@/lib/events/handlers';
import { updateEvent } from '@/lib/events/write';
import { defineRoute } from '@/lib/route/define-route';

// One event by slug: resolved among events not in the trash, then as by id (docs/api.md §6).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute<{ slug: string }>({
  path: { slug: /^[^/]+$/ },
  GET: async (request) => singleEventReply(await requireEventBySlug(request.path.slug), request),
  DELETE: async (request) => {
    const event = await requireEventBySlug(request.path.slug);
    const trashed = await trashEvent(event, request);
    return { body: await presentEvent(trashed, await serializeContextFor(request)) };
  },
  UPDATE: async (request) => {
    const event = await requireEventBySlug(request.path.slug);
    const updated = await updateEvent(event, request.payload, request);
    return { body: await presentEvent(updated, await serializeContextFor(request)) };
  },
  describe: describeRoute('/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)'),
});
