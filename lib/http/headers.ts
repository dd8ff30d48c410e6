// Headers on every answer under the namespace (docs/api.md §10.2, §10.3).
import { firstValue, isForwardedProto, isHost } from './forwarded.mjs';

export const REST_NAMESPACE = 'calendar/events/v1';

const CORS_ALLOW_HEADERS =
  'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, X-HTTP-Method-Override, If-None-Match, If-Match, Idempotency-Key';
const CORS_EXPOSE_HEADERS =
  'X-TEC-Total, X-TEC-TotalPages, Link, Allow, Content-Language, Location, ETag, Last-Modified, Retry-After, Idempotent-Replayed';

/**
 * `{base_url}`: scheme and host the client used (§0.1). X-Forwarded-Proto and
 * X-Forwarded-Host are honoured when they hold a scheme and a host
 * (forwarded.mjs); otherwise the Host header, else the address the request
 * reached.
 */
export function baseUrlOf(request: Request): string {
  const url = new URL(request.url);
  const forwardedProto = firstValue(request.headers.get('x-forwarded-proto')).toLowerCase();
  const proto = isForwardedProto(forwardedProto) ? forwardedProto : url.protocol.replace(':', '');
  const host = [request.headers.get('x-forwarded-host'), request.headers.get('host')]
    .map(firstValue)
    .find(isHost);
  return `${proto}://${host ?? url.host}`;
}

export function restBase(baseUrl: string, language: string): string {
  return language === 'en'
    ? `${baseUrl}/${REST_NAMESPACE}`
    : `${baseUrl}/${language}/${REST_NAMESPACE}`;
}

export function apiHeaders(
  request: Request,
  options: { language: string; allow?: string },
): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
    Link: `<${restBase(baseUrlOf(request), 'en')}>; rel="https://api.w.org/"`,
    'Content-Language': options.language,
  });
  if (options.allow) headers.set('Allow', options.allow);
  const origin = request.headers.get('origin');
  if (origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Vary', 'Origin');
    headers.set('Access-Control-Allow-Methods', 'OPTIONS, GET, POST, PUT, PATCH, DELETE');
    headers.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
    headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
  }
  return headers;
}
