// The admin UI's way to the REST API (STYLE "Admin data goes through the REST
// routes"). The browser sends the session cookie; writes add X-WP-Nonce, which
// the session endpoint hands out (docs/api.md §7.2 step 2). Errors come back
// as the ApiError the server threw, so components show `Errors.${code}`.
import { SESSION_PATH, type SessionInfo } from '../auth/session-info';
import type { ImageObject } from '../media/serialize';
import { ApiError, type ErrorBody } from '../http/errors';

const REST_BASE = '/calendar/events/v1';

/** fetch() for our JSON endpoints: the parsed body, or the server's ApiError. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return (await exchangeJson<T>(url, init)).body;
}

/** requestJson with the answer's headers, for validators such as the ETag. */
async function exchangeJson<T>(
  url: string,
  init: RequestInit,
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = body as Partial<ErrorBody> | undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? response.statusText,
      error?.data ?? {},
      Object.fromEntries(response.headers),
    );
  }
  return { body: body as T, headers: response.headers };
}

// One nonce per page life, fetched on the first write; sign-in and sign-out set it.
let nonce: Promise<string> | null = null;

export function rememberNonce(value: string | null): void {
  nonce = value === null ? null : Promise.resolve(value);
}

export function currentNonce(): Promise<string> {
  if (!nonce) {
    const fetched = requestJson<SessionInfo>(SESSION_PATH).then((session) => session.nonce);
    // A failed fetch is not remembered; a nonce set meanwhile (sign-in) is kept.
    fetched.catch(() => {
      if (nonce === fetched) nonce = null;
    });
    nonce = fetched;
  }
  return nonce;
}

interface WriteOptions {
  /** The ETag the item was read with: the write fails with 412 if it changed since (§10.9). */
  ifMatch?: string;
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  options: WriteOptions = {},
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (an upload) sets its own multipart Content-Type with its boundary.
  const form = body instanceof FormData ? body : undefined;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  if (method !== 'GET') headers['X-WP-Nonce'] = await currentNonce();
  try {
    return await requestJson<T>(url, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (error) {
    // The session changed under the page (signed in again elsewhere in this browser): fetch the new nonce once.
    if (retried || !(error instanceof ApiError) || error.code !== 'rest_cookie_invalid_nonce')
      throw error;
    rememberNonce(null);
    return send<T>(method, url, body, options, true);
  }
}

export type QueryValue = string | number | boolean | undefined | null | readonly string[];

/** `withQuery('/events', { page: 2, status: ['draft'] })` → `/events?page=2&status=draft`; empty values are left out. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else {
      search.set(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A trashed event with its ETag, through the admin's trash endpoint
 * (docs/admin.md): the namespace refuses to read one (docs/api.md §0.4).
 */
export async function readTrashedEvent<T>(id: number): Promise<{ body: T; etag: string | null }> {
  const { body, headers } = await exchangeJson<T>(`/api/trash/events/${id}`, {
    headers: { Accept: 'application/json' },
  });
  return { body, etag: headers.get('ETag') };
}

/** Deletes a trashed event for good, through the admin's trash endpoint (README "The admin"). */
export async function purgeEvent(id: number): Promise<void> {
  await adminEndpoint.delete(`/api/trash/events/${id}`);
}

/** The admin's own endpoints outside the namespace (`/api/users`, …): full paths, same nonce rules. */
export const adminEndpoint = {
  get: <T>(url: string) => send<T>('GET', url),
  post: <T>(url: string, body?: unknown) => send<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => send<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => send<T>('PUT', url, body),
  delete: <T>(url: string) => send<T>('DELETE', url),
};

const inNamespace = (path: string) => `${REST_BASE}${path}`;

export interface ImageLibraryPage {
  images: ImageObject[];
  /** The images the caller may change or delete (docs/admin.md "Media"). */
  editable_ids: number[];
  total: number;
  total_pages: number;
}

const MEDIA_PATH = '/api/media';

/** Uploads an image to the media library (README "The admin"); its §1.7 object. */
export function uploadImage(file: File): Promise<ImageObject> {
  const form = new FormData();
  form.append('file', file);
  return adminEndpoint.post<ImageObject>(MEDIA_PATH, form);
}

/** A page of the media library, newest first; with `search`, of the file names holding it. */
export const imageLibraryPage = (page: number, search = '') =>
  adminEndpoint.get<ImageLibraryPage>(withQuery(MEDIA_PATH, { page, search }));

/** One image of the library, by id. */
export const readImage = (id: number) => adminEndpoint.get<ImageObject>(`${MEDIA_PATH}/${id}`);

/** Sets an image's alternative text; its image object as items now show it. */
export const updateImageAlt = ({ id, alt }: { id: number; alt: string }) =>
  adminEndpoint.patch<ImageObject>(`${MEDIA_PATH}/${id}`, { alt });

/** Deletes an image nothing shows (else 409 `media-in-use`). */
export const deleteImage = (id: number) => adminEndpoint.delete<void>(`${MEDIA_PATH}/${id}`);

/** Paths are relative to the namespace: `api.get('/events?status=draft')`. */
export const api = {
  get: <T>(path: string) => send<T>('GET', inNamespace(path)),
  /** A single item with the ETag to send back as If-Match when it is written. */
  read: async <T>(path: string) => {
    const { body, headers } = await exchangeJson<T>(`${REST_BASE}${path}`, {
      headers: { Accept: 'application/json' },
    });
    return { body, etag: headers.get('ETag') };
  },
  post: <T>(path: string, body?: unknown) => send<T>('POST', inNamespace(path), body),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    send<T>('PUT', inNamespace(path), body, options),
  patch: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    send<T>('PATCH', inNamespace(path), body, options),
  delete: <T>(path: string, options?: WriteOptions) =>
    send<T>('DELETE', inNamespace(path), undefined, options),
};
