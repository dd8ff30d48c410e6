// The error codes answers carry (docs/api.md §7.3), each with its status
// and what it means. Each endpoint of routes.ts lists the codes it can
// answer; the OpenAPI document describes them per status (§8.2), and the fuzz
// suite checks that every error a request provokes is one its operation
// documents.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 422 | 429 | 500;

interface ErrorCodeSpec {
  /** `rest_forbidden` is 401 for anonymous callers and 403 for known ones (§7.4). */
  statuses: readonly ErrorStatus[];
  description: string;
}

const STORAGE_FAILURE = 'The database refused the change; nothing was written';

const code = (statuses: ErrorStatus | readonly ErrorStatus[], description: string) => ({
  statuses: typeof statuses === 'number' ? [statuses] : statuses,
  description,
});

export const errorCodes = {
  rest_invalid_json: code(400, 'The body is not valid JSON'),
  rest_missing_callback_param: code(
    400,
    'A required parameter is missing; data.params lists the missing names',
  ),
  rest_invalid_param: code(
    400,
    'A parameter is invalid; data.params names each with its reason, data.details holds specific codes',
  ),
  'rest-invalid-event-id': code(400, 'The ID names a venue, organizer or image, not an event'),
  'could-not-create-venue': code(
    400,
    'An event can have only one venue, or the database refused the new venue',
  ),
  'could-not-create-organizer': code(400, 'The database refused the new organizer'),
  term_exists: code(400, 'A term of this name exists (with this parent); data.term_id names it'),
  duplicate_term_slug: code(400, 'Another term has this slug'),
  rest_taxonomy_not_hierarchical: code(400, 'Tags have no parent'),
  rest_forbidden: code(
    [401, 403],
    'The caller may not do this: 401 when anonymous, 403 when signed in',
  ),
  rest_invalid_token: code(401, 'The bearer token is unknown or revoked'),
  rest_cannot_edit_others: code(403, 'Only administrators and editors may name another author'),
  rest_cookie_invalid_nonce: code(403, 'A session write carried a wrong X-WP-Nonce'),
  'event-not-accessible': code(403, 'The caller may not read this event (not published)'),
  'event-password-protected': code(403, 'The event needs its password'),
  'event-no-longer-available': code(403, 'The event is in the trash'),
  'venue-not-accessible': code(403, 'The caller may not read this venue'),
  'organizer-not-accessible': code(403, 'The caller may not read this organizer'),
  'rest-event-not-found': code(404, 'No item has this ID'),
  'event-archive-page-not-found': code(404, 'The page is past the last one'),
  'venue-archive-page-not-found': code(404, 'The page is past the last one'),
  'organizer-archive-page-not-found': code(404, 'The page is past the last one'),
  rest_invalid_namespace: code(404, 'The namespace parameter names another namespace'),
  'event-is-in-trash': code(410, 'The event is already in the trash'),
  'venue-is-in-trash': code(410, 'The venue is already in the trash'),
  'organizer-is-in-trash': code(410, 'The organizer is already in the trash'),
  rest_cursor_expired: code(
    410,
    'The change feed cursor is older than the changes kept; list everything again',
  ),
  rest_precondition_failed: code(412, 'If-Match does not name the current ETag of the item'),
  rest_payload_too_large: code(413, 'The body is larger than 1 MiB'),
  rest_idempotency_in_progress: code(
    409,
    'A request with this Idempotency-Key is still running; Retry-After says when to try again',
  ),
  rest_idempotency_mismatch: code(
    422,
    'This Idempotency-Key was used with another method, path or parameters',
  ),
  rest_rate_limited: code(429, 'Too many requests; Retry-After says when to try again'),
  'could-not-update-event': code(500, STORAGE_FAILURE),
  'could-not-update-venue': code(500, STORAGE_FAILURE),
  'could-not-update-organizer': code(500, STORAGE_FAILURE),
  'could-not-delete-event': code(500, STORAGE_FAILURE),
  'could-not-delete-venue': code(500, STORAGE_FAILURE),
  'could-not-delete-organizer': code(500, STORAGE_FAILURE),
  rest_internal_error: code(500, 'The server could not complete the request; nothing was written'),
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof errorCodes;

/** What every handler may answer: a bad translation_language, a bad token, a limit, a failure. */
export const everyEndpointErrors = [
  'rest_invalid_param',
  'rest_invalid_token',
  'rest_rate_limited',
  'rest_internal_error',
] as const satisfies readonly ErrorCode[];

/** What every write may answer besides (§7.2, §10.6, §10.9, §10.10): its body, its caller, its key. */
export const writeErrors = [
  'rest_invalid_json',
  'rest_payload_too_large',
  'rest_forbidden',
  'rest_cookie_invalid_nonce',
  'rest_idempotency_in_progress',
  'rest_idempotency_mismatch',
] as const satisfies readonly ErrorCode[];

/** The codes an endpoint lists, grouped by status in ascending order. */
export function codesByStatus(codes: readonly ErrorCode[]): Map<ErrorStatus, ErrorCode[]> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  const statuses = [...new Set(codes.flatMap((name) => errorCodes[name].statuses))].sort(
    (a, b) => a - b,
  );
  for (const status of statuses)
    byStatus.set(
      status,
      codes.filter((name) => (errorCodes[name].statuses as readonly number[]).includes(status)),
    );
  return byStatus;
}
