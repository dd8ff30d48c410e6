// Where request parameters come from (docs/api.md §0.5): query string and body,
// read the way PHP and WordPress read them, so that clients written for The Events
// Calendar send the same requests here.
import { ApiError } from '../http/errors';

export type ParamValue =
  string | number | boolean | null | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

const MIB = 1024 * 1024;
const MAX_BODY_BYTES = MIB;
// PHP's max_input_nesting_level: a deeper key is dropped, as PHP does. It also keeps
// a 1 MiB 'a[][][]…' from overflowing the stack.
const MAX_NESTING = 64;
const OVERRIDE_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * NUL characters are dropped from every parameter and path value (decided): a
 * PostgreSQL text value cannot hold one, and SQLite must behave the same.
 */
export const withoutNul = (text: string) =>
  text.includes('\0') ? text.replaceAll('\0', '') : text;

/** A route's path values (`[slug]`, `[...path]`) as Next.js decoded them, NUL characters dropped. */
export async function readPathValues<P>(next: { params: Promise<unknown> }): Promise<P> {
  const values = ((await next.params) ?? {}) as Record<string, string | string[]>;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? withoutNul(value) : value.map(withoutNul),
    ]),
  ) as P;
}

/** PHP bracket notation (§0.5): 'a[]=1&a[]=2' and 'a[0]=1&a[1]=2' are lists, 'a[k]=v' objects, nesting allowed ('organizer[0][organizer]=X'), a plain key given twice keeps the last value. Keys and values percent-decoded ('+' is a space). */
export function parseBracketQuery(query: string): Params {
  return buildParams(new URLSearchParams(query));
}

/** The effective method: POST with `_method` query parameter (PUT, PATCH or DELETE, any case) or an X-HTTP-Method-Override header is handled as that method (§0.5). */
export function effectiveMethod(request: Request, url: URL): string {
  const method = request.method.toUpperCase();
  if (method !== 'POST') return method;
  // As WordPress, a `_method` query parameter decides alone, even when it names no
  // method we override to; only without it is the header read.
  const override =
    url.searchParams.getAll('_method').at(-1) ??
    request.headers.get('x-http-method-override') ??
    '';
  const overridden = override.toUpperCase();
  return OVERRIDE_METHODS.has(overridden) ? overridden : method;
}

/** A request's body as received: read whole, and first (§0.5: past 1 MiB, 413 whatever else is wrong). */
export interface RequestBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * The body of any request, up to 1 MiB: 413 rest_payload_too_large past it
 * (on Content-Length first, then on the bytes read), whatever the method, so
 * that no route answers a too-large body with anything else.
 */
export async function readRequestBody(request: Request): Promise<RequestBody> {
  return {
    bytes: await readLimitedBytes(request),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** All parameters of a request per §0.5: GET/HEAD from the query string; POST/PUT/PATCH/DELETE from the body and the query string, body wins for the same name. Bodies: application/json (an object; valid JSON that is not an object gives no body parameters), application/x-www-form-urlencoded, multipart/form-data (text fields; file parts are returned as-is in a separate `files` map), or no body; a missing Content-Type is treated as form-urlencoded. Invalid JSON → throws ApiError 400 'rest_invalid_json' with message 'Invalid JSON body passed.'. */
export async function paramsOf(
  url: URL,
  method: string,
  body: RequestBody,
): Promise<{ params: Params; files: Record<string, File> }> {
  const params = parseBracketQuery(url.search);
  if (!BODY_METHODS.has(method.toUpperCase())) return { params, files: {} };
  const parsed = await parseBody(body);
  return { params: Object.assign(params, parsed.params), files: parsed.files };
}

/** `paramsOf` a request whose body nothing has read yet. */
export async function readRequestParams(
  request: Request,
  url: URL,
  method: string,
): Promise<{ params: Params; files: Record<string, File> }> {
  return paramsOf(url, method, await readRequestBody(request));
}

/** A JSON body as an object, with the same size limit and `rest_invalid_json` as API bodies. */
export async function readJsonObject(request: Request): Promise<Params> {
  return parseJsonBody(await readLimitedBytes(request));
}

async function parseBody({
  bytes,
  contentType,
}: RequestBody): Promise<{ params: Params; files: Record<string, File> }> {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'multipart/form-data') return readMultipart(bytes, contentType);
  // application/*+json too, as WordPress's wp_is_json_media_type().
  if (/^application\/([^/]+\+)?json$/.test(mediaType)) {
    return { params: parseJsonBody(bytes), files: {} };
  }
  if (mediaType === '' || mediaType === 'application/x-www-form-urlencoded') {
    return { params: parseBracketQuery(new TextDecoder().decode(bytes)), files: {} };
  }
  // Any other type carries no parameters, as in WordPress.
  return { params: {}, files: {} };
}

function payloadTooLarge(maxBytes: number) {
  const limit = `${maxBytes / MIB} MiB`;
  return new ApiError(413, 'rest_payload_too_large', `Request body is larger than ${limit}.`);
}

/** The whole body, or 413 rest_payload_too_large past `maxBytes` (on Content-Length first, then on the bytes read). */
export async function readLimitedBytes(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw payloadTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJsonBody(bytes: Uint8Array): Params {
  // An empty body is no body (WordPress), but whitespace alone is invalid JSON.
  if (bytes.byteLength === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes), (_, item) =>
      typeof item === 'string' ? withoutNul(item) : item,
    );
  } catch {
    throw new ApiError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject ? (value as Params) : {};
}

async function readMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<{ params: Params; files: Record<string, File> }> {
  const files: Record<string, File> = Object.create(null);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // PHP ignores a malformed multipart body rather than failing the request.
    return { params: {}, files };
  }
  const fields: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.push([name, value]);
    else files[name] = value;
  }
  return { params: buildParams(fields), files };
}

// While parsing, a bracketed value is a Draft so that PHP's array rules apply: `[]`
// appends after the highest integer key, and a re-used key keeps its place.
class Draft {
  readonly entries = new Map<string, string | Draft>();
  private nextIndex = 0;

  assign([head = '', ...rest]: string[], value: string): void {
    const key = head === '' ? String(this.nextIndex) : head;
    if (isIndex(key)) this.nextIndex = Math.max(this.nextIndex, Number(key) + 1);
    if (rest.length === 0) {
      this.entries.set(key, value);
      return;
    }
    const current = this.entries.get(key);
    const child = current instanceof Draft ? current : new Draft();
    this.entries.set(key, child);
    child.assign(rest, value);
  }
}

function buildParams(pairs: Iterable<[string, string]>): Params {
  const root = new Draft();
  for (const [key, value] of pairs) {
    const path = keyPath(withoutNul(key));
    if (path[0] === '' || path.length > MAX_NESTING + 1) continue;
    root.assign(path, withoutNul(value));
  }
  // No prototype: a parameter named `constructor` or `__proto__` is just a name.
  const params: Params = Object.create(null);
  for (const [key, draft] of root.entries) params[key] = finishValue(draft);
  return params;
}

/** 'a[b][]' → ['a', 'b', '']; text after the last complete bracket pair is ignored, as in PHP. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open < 0 || key.indexOf(']', open) < 0) return [key];
  const path = [key.slice(0, open)];
  const segment = /\[([^\]]*)\]/y;
  segment.lastIndex = open;
  for (let match = segment.exec(key); match; match = segment.exec(key)) path.push(match[1] ?? '');
  return path;
}

// Integer keys only make a list, in the order given (WordPress's rest_sanitize_array
// takes the values of such an array); any other key makes an object.
function finishValue(draft: string | Draft): ParamValue {
  if (typeof draft === 'string') return draft;
  const entries = [...draft.entries].map(([key, value]) => [key, finishValue(value)] as const);
  return entries.every(([key]) => isIndex(key))
    ? entries.map(([, value]) => value)
    : Object.fromEntries(entries);
}

/** PHP's integer array keys: canonical decimal, no sign, no leading zero. */
function isIndex(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key) && Number.isSafeInteger(Number(key));
}
