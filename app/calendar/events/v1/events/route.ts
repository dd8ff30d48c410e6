import { routeDescription } from '@/lib/api/index-document';
import { listEvents } from '@/lib/events/list';
import { restBase } from '@/lib/http/headers';
import { defineRoute } from '@/lib/http/route';

// The events collection (rest-behaviour §2, §3.1).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: ({ params, caller, baseUrl, language }) =>
    listEvents(params, caller, { baseUrl, language, restBase: restBase(baseUrl, language) }),
  describe: (baseUrl) => routeDescription('/calendar/events/v1/events', baseUrl),
});
