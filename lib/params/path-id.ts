import { noRoute } from '../http/errors';

/** The decimal id that ends an endpoint's path (`/api/users/7` → 7); anything else is no route. */
export function idAtEndOfPath(request: Request): number {
  const id = new URL(request.url).pathname.replace(/\/$/, '').split('/').at(-1) ?? '';
  if (!/^\d{1,9}$/.test(id)) throw noRoute();
  return Number(id);
}
