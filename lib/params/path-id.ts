import { noRoute } from '../http/errors';

/**
 * The decimal id `segmentsAfter` segments before the end of an endpoint's path
 * (`/api/users/7` → 7; `/api/events/7/password` with 1 → 7); anything else is no route.
 */
export function idInPath(request: Request, segmentsAfter = 0): number {
  const segments = new URL(request.url).pathname.replace(/\/$/, '').split('/');
  const id = segments.at(-1 - segmentsAfter) ?? '';
  if (!/^\d{1,9}$/.test(id)) throw noRoute();
  return Number(id);
}

/** The decimal id that ends an endpoint's path (`/api/users/7` → 7). */
export const idAtEndOfPath = (request: Request): number => idInPath(request);
