// Answers of the public pages and calendar feeds (docs/api.md §10.8,
// §10.9): the discovery headers, an ETag over the bytes with 304 on a
// match, and no body for HEAD. Pages are the same for every visitor (they
// are read anonymously), so they are publicly cacheable, and kept in the
// answer cache as the API's anonymous reads are (README "Answer cache").
import type { SerializedReply } from '../route/answer-cache';
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
  /**
   * Until when (epoch ms) the page stays the same as long as nothing is
   * written (Infinity: until a write); absent: it is not kept.
   */
  reusableUntil?: number;
}

/** The answer's bytes and the headers that depend on nothing but them. */
export function serializeAnswer(answer: PublicAnswer): SerializedReply {
  const status = answer.status ?? 200;
  const body = Buffer.from(answer.body);
  return {
    status,
    body,
    etag: status === 200 ? entityTag(body) : undefined,
    headers: {
      'Content-Type': answer.contentType,
      'Content-Language': answer.language,
      ...(answer.apiRoot ? { 'X-TEC-API-ROOT': answer.apiRoot } : {}),
      ...answer.headers,
    },
  };
}

/** `frameHeaders`: an embed's framing rule, set on each answer rather than kept with the page. */
export function publicResponse(
  request: Request,
  reply: SerializedReply,
  cache?: 'hit' | 'miss',
  frameHeaders?: Record<string, string>,
): Response {
  const { status } = reply;
  const headers = new Headers({
    'X-Content-Type-Options': 'nosniff',
    'X-TEC-API-VERSION': 'v1',
    'X-TEC-API-ORIGIN': baseUrlOf(request),
    'Cache-Control': status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store',
    ...reply.headers,
    ...frameHeaders,
  });
  if (cache) headers.set('X-Calendar-Cache', cache);
  if (reply.etag) {
    headers.set('ETag', reply.etag);
    if (conditionalGet(request, headers)) return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : reply.body, { status, headers });
}
