// The admin's only way to the server: the public REST routes (issue 6). Errors
// come back as ApiRequestError carrying the body of rest-behaviour §7.1, so a
// form can put `data.params` messages on their fields.
const API_BASE = '/calendar/events/v1';

export type QueryValue = string | number | boolean | undefined | null | readonly string[];

export interface ApiErrorBody {
  code: string;
  message: string;
  data?: { status?: number; params?: Record<string, string> };
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** `/events` + `{ page: 2, status: ['draft'] }` → `/calendar/events/v1/events?page=2&status=draft`; empty values are left out. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
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
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

/** Headers every write carries; the session module supplies the CSRF nonce. */
let writeHeaders: () => Record<string, string> = () => ({});
export function setWriteHeaders(provider: () => Record<string, string>): void {
  writeHeaders = provider;
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body: unknown = response.status === 204 ? null : await response.json();
  if (!response.ok) {
    throw new ApiRequestError(response.status, body as ApiErrorBody);
  }
  return body as T;
}

export function apiGet<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
  return send<T>(apiUrl(path, query), { headers: { Accept: 'application/json' } });
}

export function apiWrite<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
  options: { ifMatch?: string; query?: Record<string, QueryValue> } = {},
): Promise<T> {
  return send<T>(apiUrl(path, options.query), {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}),
      ...writeHeaders(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}
