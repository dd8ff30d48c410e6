// Answers of the public pages and calendar feeds (rest-behaviour §10.8,
// §10.9): the discovery headers, an ETag over the bytes with 304 on a
// match, and no body for HEAD. Pages are the same for every visitor (they
// are read anonymously), so they are publicly cacheable.
import { baseUrlOf } from '../http/headers';
import { conditionalGet, entityTag } from '../http/validators';

export interface PublicAnswer {
  body: string;
  contentType: string;
  status?: number;
  language: string;
  /** X-TEC-API-ROOT, the REST address this page corresponds to (§10.8). */
  apiRoot?: string;
  headers?: Record<string, string>;
}

export function publicResponse(request: Request, answer: PublicAnswer): Response {
  const status = answer.status ?? 200;
  const headers = new Headers({
    'Content-Type': answer.contentType,
    'Content-Language': answer.language,
    'X-Content-Type-Options': 'nosniff',
    'X-TEC-API-VERSION': 'v1',
    'X-TEC-API-ORIGIN': baseUrlOf(request),
    'Cache-Control': status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store',
    ...answer.headers,
  });
  if (answer.apiRoot) headers.set('X-TEC-API-ROOT', answer.apiRoot);
  if (status === 200) {
    headers.set('ETag', entityTag(answer.body));
    if (conditionalGet(request, headers)) return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : answer.body, { status, headers });
}
