// The error body of docs/api.md §7.1. Only this module writes it.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
    /** Headers the answer carries besides the spec's own (`Retry-After` on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const noRoute = () =>
  new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** §7.2 step 6: 401 for anonymous callers ("who are you?"), 403 for known ones (§7.4). */
export function forbidden(isSignedIn: boolean) {
  return new ApiError(
    isSignedIn ? 403 : 401,
    'rest_forbidden',
    'Sorry, you are not allowed to do that.',
  );
}

/** 400 rest_invalid_param for the named parameters, in declaration order. */
export function invalidParams(
  reasons: Record<string, string>,
  details: Record<string, unknown> = {},
) {
  return new ApiError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(reasons).join(', ')}`,
    {
      params: reasons,
      details,
    },
  );
}

export function missingParams(names: string[]) {
  return new ApiError(
    400,
    'rest_missing_callback_param',
    `Missing parameter(s): ${names.join(', ')}`,
    {
      params: names,
    },
  );
}

export interface ErrorBody {
  code: string;
  message: string;
  data: Record<string, unknown> & { status: number };
}

export function errorBody(error: ApiError): ErrorBody {
  return {
    code: error.code,
    message: error.message,
    data: { status: error.status, ...error.data },
  };
}

/** The API code of what a request threw, for messages under `Errors`; `unknown` for anything else (a network failure). */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'unknown';

/** Anything thrown that is not an ApiError is a bug or a storage failure: logged, generic 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error(error);
  return new ApiError(500, 'rest_internal_error', 'The server could not complete the request.');
}

type PostModel = 'event' | 'venue' | 'organizer';

/**
 * The storage failures of §7.3 (a statement the database refused, a lost
 * connection) while writing one item: `could-not-update-event` and its kin are
 * 500s; an item that could not be created is a 400, as TEC answers it.
 */
export function couldNot(action: 'create' | 'update' | 'delete', model: PostModel): ApiError {
  return new ApiError(
    action === 'create' ? 400 : 500,
    `could-not-${action}-${model}`,
    `The ${model} could not be ${action === 'create' ? 'created' : `${action}d`}.`,
  );
}

/**
 * `work`, with anything it throws that is not an answer of ours logged and
 * answered as `failure` (the transaction it ran has rolled back: nothing was
 * written).
 */
export async function failingAs<T>(failure: () => ApiError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(error);
    throw failure();
  }
}

/** §10.9: `If-Match` names another version of the item; nothing is written. */
export const preconditionFailed = () =>
  new ApiError(412, 'rest_precondition_failed', 'The item has changed since it was read.');

/** §10.6: over a rate limit; nothing was written. */
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'rest_rate_limited',
    'Too many requests',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
