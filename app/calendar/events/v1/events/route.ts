import { routeDescription } from '@/lib/api/index-document';
import { listEvents } from '@/lib/events/list';
import { restBase } from '@/lib/http/headers';
import { defineRoute } from '@/lib/http/route';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  GET: ({ url, baseUrl, language }) =>
    listEvents(url, { baseUrl, language, restBase: restBase(baseUrl, language) }),
  describe: (baseUrl) => routeDescription('/calendar/events/v1/events', baseUrl),
});
