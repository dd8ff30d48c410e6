import { routeDescription } from '@/lib/api/index-document';
import { serializeContextFor } from '@/lib/events/context';
import { trashEvent } from '@/lib/events/delete';
import { requireEventBySlug } from '@/lib/events/lookup';
import { serializeEvent } from '@/lib/events/serialize';
import { readableEvent } from '@/lib/events/single';
import { defineRoute } from '@/lib/http/route';

// One event by slug: resolved among events not in the trash, then as by id (rest-behaviour §6).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute<{ slug: string }>({
  path: { slug: /^[^/]+$/ },
  GET: async (request) => {
    const event = readableEvent(
      await requireEventBySlug(request.path.slug),
      request.params,
      request.caller,
    );
    return {
      body: serializeEvent(event, await serializeContextFor(request), { single: true }),
      lastModified: event.modifiedUtc,
    };
  },
  DELETE: async (request) => {
    const event = await requireEventBySlug(request.path.slug);
    const trashed = await trashEvent(event, request.caller);
    return { body: serializeEvent(trashed, await serializeContextFor(request)) };
  },
  describe: (baseUrl) =>
    routeDescription('/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)', baseUrl),
});
