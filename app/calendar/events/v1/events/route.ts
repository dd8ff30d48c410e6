import { describeRoute } from '@/lib/api/current';
import { serializeContextFor } from '@/lib/events/request';
import { listEvents } from '@/lib/events/read-list';
import { presentEvent } from '@/lib/events/present';
import { createEvent } from '@/lib/events/write';
import { restBase } from '@/lib/http/headers';
import { archiveReply } from '@/lib/route/collection-reply';
import { defineRoute } from '@/lib/route/define-route';

// The events collection (docs/api.md §2, §3.1).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: async ({ params, caller, baseUrl, language }) =>
    archiveReply(
      'event',
      await listEvents(params, caller, {
        baseUrl,
        language,
        restBase: restBase(baseUrl, language),
      }),
    ),
  POST: async (request) => {
    const event = await createEvent(request.params, request);
    const context = await serializeContextFor(request);
    return {
      status: 201,
      body: await presentEvent(event, context),
      headers: { Location: `${context.restBase}/events/${event.id}` },
    };
  },
  describe: describeRoute('/calendar/events/v1/events'),
});
