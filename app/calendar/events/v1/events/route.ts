import { listEvents } from '@/lib/events/list';
import { restBase } from '@/lib/http/headers';
import { route } from '@/lib/http/route';

export const GET = route({ allow: 'GET, POST' }, ({ url, baseUrl, language }) =>
  listEvents(url, { baseUrl, language, restBase: restBase(baseUrl, language) }),
);
export const HEAD = GET;
