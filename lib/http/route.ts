// A route handler is a declaration: route() resolves the language, runs the
// handler and turns its result, or anything it throws, into the JSON answer
// with the spec's headers. Handlers never build responses or catch errors.
import { ApiError, errorBody, toApiError } from './errors';
import { apiHeaders, baseUrlOf } from './headers';
import { languageOf, type Language } from './language';

export interface RouteContext<P> {
  request: Request;
  url: URL;
  params: P;
  language: Language;
  baseUrl: string;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface RouteOptions {
  /** Methods of the route, for the Allow header (§10.1). */
  allow: string;
}

type NextContext<P> = { params: Promise<P> };

export function route<P extends object = object>(
  options: RouteOptions,
  handler: (context: RouteContext<P>) => Promise<Reply> | Reply,
) {
  return async (request: Request, next: NextContext<P>): Promise<Response> => {
    const url = new URL(request.url);
    let language: Language = 'en';
    try {
      language = languageOf(url);
      const params = await next.params;
      const reply = await handler({ request, url, params, language, baseUrl: baseUrlOf(request) });
      return respond(request, reply, language, options.allow);
    } catch (error) {
      const apiError = toApiError(error);
      return respond(
        request,
        { status: apiError.status, body: errorBody(apiError) },
        language,
        options.allow,
      );
    }
  };
}

function respond(request: Request, reply: Reply, language: Language, allow: string): Response {
  const headers = apiHeaders(request, { language, allow });
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
  const status = reply.status ?? 200;
  if (status === 401) headers.set('WWW-Authenticate', 'Bearer realm="calendar"');
  const body = request.method === 'HEAD' ? null : JSON.stringify(reply.body);
  return new Response(body, { status, headers });
}

export { ApiError };
