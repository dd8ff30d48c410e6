// A JSON endpoint outside the REST namespace (the session endpoint): the same
// error body as the API (docs/api.md §7.1), none of the namespace's headers, never cached.
import { errorBody, toApiError } from '../http/errors';

export interface EndpointReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A Set-Cookie value. */
  cookie?: string;
}

export function jsonEndpoint(handler: (request: Request) => Promise<EndpointReply>) {
  return async (request: Request): Promise<Response> => {
    let reply: EndpointReply;
    try {
      reply = await handler(request);
    } catch (error) {
      const apiError = toApiError(error);
      reply = { status: apiError.status, body: errorBody(apiError), headers: apiError.headers };
    }
    const headers = new Headers({
      'Content-Type': 'application/json; charset=UTF-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      ...reply.headers,
    });
    // §7.4: every 401 names the scheme that would be accepted.
    if (reply.status === 401) headers.set('WWW-Authenticate', 'Bearer realm="calendar"');
    if (reply.cookie) headers.append('Set-Cookie', reply.cookie);
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status ?? 200, headers });
  };
}
