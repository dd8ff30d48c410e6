// A route is a declaration: defineRoute() answers every HTTP method of one
// path. It resolves the language, the caller and the parameters, dispatches on
// the effective method (docs/api.md §0.5 overrides), answers OPTIONS and HEAD, and turns
// the handler's result, or anything it throws, into the JSON answer with the
// spec's headers, validators and caching rules (§7, §10). Handlers never build
// responses or catch errors.
import { resolveCaller, type Caller } from '../auth/caller';
import { idempotencyKeyOf, requestFingerprint } from '../idempotency/request-key';
import { answerOnce, type Claim } from '../idempotency/store';
import { offerReplay } from './replay-offer';
import { isDueWorkWaiting, runDueWork } from './due-work';
import { admitRequest } from './request-limits';
import { withRequestScope } from '../request-scope';
import {
  answerKey,
  readThroughAnswerCache,
  wantsFreshAnswer,
  type SerializedReply,
} from './answer-cache';
import { ApiError, errorBody, noRoute, toApiError } from '../http/errors';
import { apiHeaders, baseUrlOf } from '../http/headers';
import type { Language } from '../i18n/languages';
import { languageOf, prefixLanguage } from '../params/language';
import {
  effectiveMethod,
  paramsOf,
  parseBracketQuery,
  readPathValues,
  readRequestBody,
  type Params,
} from '../params/request-params';
import type { Reply } from '../http/reply';
import { conditionalGet, entityTag } from '../http/validators';

export interface RouteContext<P> {
  request: Request;
  url: URL;
  /** Path values, already checked against the route's patterns. */
  path: P;
  /** Query and body parameters (§0.5); path values win over same-named ones. */
  params: Params;
  /** Query and body parameters as sent, before path values: a by-slug update renames with the payload's `slug` (§6). */
  payload: Params;
  files: Record<string, File>;
  caller: Caller | null;
  language: Language;
  baseUrl: string;
  /** The If-Match header, for the writes that check it (docs/api.md §10.9). */
  ifMatch: string | null;
}

type Handler<P> = (context: RouteContext<P>) => Promise<Reply> | Reply;

interface RouteDefinition<P> {
  /** Path values and the pattern each must match, else the route does not exist (§7.2 step 1). */
  path?: { [K in keyof P]: RegExp };
  GET?: Handler<P>;
  POST?: Handler<P>;
  DELETE?: Handler<P>;
  /** POST, PUT and PATCH on an item are one operation (§4.1). */
  UPDATE?: Handler<P>;
  /** The route's description for OPTIONS (§10.1); its URLs carry the language prefix (§9). */
  describe?: (baseUrl: string, language: Language) => unknown;
}

type NextHandler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

function methodTable<P>(definition: RouteDefinition<P>): Map<string, Handler<P>> {
  const table = new Map<string, Handler<P>>();
  if (definition.GET) table.set('GET', definition.GET);
  if (definition.DELETE) table.set('DELETE', definition.DELETE);
  if (definition.POST) table.set('POST', definition.POST);
  if (definition.UPDATE)
    for (const method of ['POST', 'PUT', 'PATCH']) table.set(method, definition.UPDATE);
  return table;
}

export function defineRoute<P extends Record<string, string> = Record<string, never>>(
  definition: RouteDefinition<P>,
) {
  const table = methodTable(definition);
  const allow = [...table.keys()].join(', ');

  const handle: NextHandler = (request, next) => withRequestScope(() => answer(request, next));

  const answer: NextHandler = async (request, next) => {
    const url = new URL(request.url);
    const method = effectiveMethod(request, url);
    // Until the parameters are read, errors speak the prefix's language.
    let language: Language = prefixLanguage(url);
    let caller: Caller | null = null;
    try {
      const path = await readPathValues<P>(next);
      const routeExists = Object.entries(definition.path ?? {}).every(([name, pattern]) =>
        (pattern as RegExp).test(path[name as keyof P] ?? ''),
      );
      const handler = table.get(method === 'HEAD' ? 'GET' : method);
      if (!routeExists || (!handler && method !== 'OPTIONS')) throw noRoute();
      const body = await readRequestBody(request);
      if (method === 'OPTIONS') {
        language = languageOf(url, parseBracketQuery(url.search));
        const description = (await definition.describe?.(baseUrlOf(request), language)) ?? {};
        return respond(request, method, serializeReply(method, { body: description }), {
          language,
          allow,
          caller,
        });
      }
      if (isDueWorkWaiting()) await runDueWork();
      caller = await resolveCaller(request);
      await admitRequest(request, method, caller);
      const { params, files } = await paramsOf(url, method, body);
      language = languageOf(url, params);
      const build = async () => {
        const reply = await handler!({
          request,
          url,
          path,
          params: { ...params, ...path },
          payload: params,
          files,
          caller,
          language,
          baseUrl: baseUrlOf(request),
          ifMatch: request.headers.get('if-match'),
        });
        return { reply: serializeReply(method, reply), reusableUntil: reply.reusableUntil };
      };
      const context = { language, allow, caller };
      const idempotencyKey = WRITE_METHODS.has(method) ? idempotencyKeyOf(request) : null;
      // Anonymous writes are refused anyway; keys are kept per user, never per address.
      if (idempotencyKey !== null && caller) {
        const claim = {
          principal: `user:${caller.id}`,
          key: idempotencyKey,
          fingerprint: await requestFingerprint(
            method,
            url,
            params,
            files,
            request.headers.get('if-match'),
          ),
        };
        const kept = await answerUnderKey(claim, method, language, build);
        const response = respond(request, method, kept.reply, {
          ...context,
          language: kept.language,
        });
        if (kept.isReplay) response.headers.set('Idempotent-Replayed', 'true');
        return response;
      }
      if (!isAnonymousRead(request, method, caller))
        return respond(request, method, (await build()).reply, context);
      const key = answerKey(url, baseUrlOf(request), language);
      const cached = await readThroughAnswerCache(key, wantsFreshAnswer(request), build);
      offerReplay(cached, true);
      const response = respond(request, method, cached.reply, context);
      response.headers.set('X-Calendar-Cache', cached.isHit ? 'hit' : 'miss');
      return response;
    } catch (error) {
      return respond(request, method, errorReply(method)(error), { language, allow, caller });
    }
  };

  return {
    GET: handle,
    HEAD: handle,
    POST: handle,
    PUT: handle,
    PATCH: handle,
    DELETE: handle,
    OPTIONS: handle,
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A reply as an idempotency key keeps it: JSON, with the language it was answered in. */
type KeptReply = Omit<SerializedReply, 'body'> & { body: string; language: Language };

/**
 * A write's answer under its Idempotency-Key (docs/api.md §10.10): `build()`'s,
 * refusals included, the first time; the kept one, in its language, after.
 */
async function answerUnderKey(
  claim: Claim,
  method: string,
  language: Language,
  build: () => Promise<{ reply: SerializedReply }>,
): Promise<{ reply: SerializedReply; language: Language; isReplay: boolean }> {
  const run = async (): Promise<KeptReply> => {
    const { body, ...rest } = await build().then(({ reply }) => reply, errorReply(method));
    return { ...rest, body: Buffer.from(body).toString('utf8'), language };
  };
  const { answer, isReplay } = await answerOnce(claim, run);
  const { body, language: answerLanguage, ...rest } = answer;
  return {
    reply: { ...rest, body: Buffer.from(body, 'utf8') },
    language: answerLanguage,
    isReplay,
  };
}

/** The answer to what a request threw (docs/api.md §7.1). */
const errorReply =
  (method: string) =>
  (error: unknown): SerializedReply => {
    const apiError = toApiError(error);
    const reply = { status: apiError.status, body: errorBody(apiError), headers: apiError.headers };
    return serializeReply(method, reply);
  };

interface ResponseContext {
  language: Language;
  allow: string;
  caller: Caller | null;
}

/** Reads of the public content that no credential changes (§7.2): the answer cache's share. */
function isAnonymousRead(request: Request, method: string, caller: Caller | null): boolean {
  const isRead = (name: string) => name === 'GET' || name === 'HEAD';
  return caller === null && isRead(method) && isRead(request.method);
}

function serializeReply(method: string, reply: Reply): SerializedReply {
  const status = reply.status ?? 200;
  const { contentType } = reply;
  const body = Buffer.from(contentType ? String(reply.body) : JSON.stringify(reply.body));
  const isRead = method === 'GET' || method === 'HEAD';
  return {
    status,
    body,
    etag: isRead && status === 200 ? entityTag(body) : undefined,
    headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...reply.headers },
    lastModified: reply.lastModified,
  };
}

function respond(
  request: Request,
  method: string,
  reply: SerializedReply,
  context: ResponseContext,
): Response {
  const headers = apiHeaders(request, { language: context.language, allow: context.allow });
  for (const [name, value] of Object.entries(reply.headers)) headers.set(name, value);
  const { status } = reply;
  if (status === 401) headers.set('WWW-Authenticate', 'Bearer realm="calendar"');
  const isRead = method === 'GET' || method === 'HEAD';
  const isPublic = isRead && status === 200 && context.caller === null;
  headers.set(
    'Cache-Control',
    isPublic ? 'public, max-age=0, must-revalidate' : 'private, no-store',
  );
  headers.append('Vary', 'Origin, Authorization, Cookie');
  if (reply.etag) {
    headers.set('ETag', reply.etag);
    if (reply.lastModified)
      headers.set(
        'Last-Modified',
        new Date(`${reply.lastModified.replace(' ', 'T')}Z`).toUTCString(),
      );
    if (conditionalGet(request, headers)) return new Response(null, { status: 304, headers });
  }
  return new Response(method === 'HEAD' ? null : reply.body, { status, headers });
}

export { ApiError };
