// Downloading an image given by URL (docs/api.md §4.7; docs/operations.md,
// "Fetching images by URL"). Every hop is resolved once, checked, and then
// connected to at exactly the checked address, so a DNS answer that changes
// between the check and the connection (DNS rebinding) cannot reach a private
// address.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { env } from '../env';
import { isPublicAddress } from './address';
import { IMAGE_TYPES, ImageError, isImageType, type ImageType } from './types';

const TIMEOUT_MS = 10_000;
/** §4.7: the largest image taken, downloaded or uploaded. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
// §4.7: at most 3 redirects (WordPress follows 5).
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface FetchOptions {
  /** May a connection go to this resolved address? Default: public addresses, any with CALENDAR_ALLOW_PRIVATE_FETCH=on. */
  allowAddress?: (address: string) => boolean;
  /** DNS resolution (default: the system resolver, as every other program on the host sees it). */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
}

export interface DownloadedImage {
  bytes: Buffer;
  mimeType: ImageType;
}

type Settings = Required<FetchOptions> & { signal: AbortSignal };

const allowedByEnv = (address: string) =>
  env.CALENDAR_ALLOW_PRIVATE_FETCH === 'on' || isPublicAddress(address);

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** GET an absolute http(s) URL per §4.7: each hop resolved and checked, at most 3 redirects, the whole within the timeout; the answer must be 200 with an image Content-Type and at most 10 MiB. Throws ImageError on any failure. The bytes are not decoded here. */
export async function downloadImage(
  url: string,
  options: FetchOptions = {},
): Promise<DownloadedImage> {
  const headers = { Accept: IMAGE_TYPES.join(', '), 'User-Agent': 'events-calendar media fetch' };
  return fetchChecked(url, options, headers, (response, maxBytes) => readImage(response, maxBytes));
}

/**
 * GETs `url` by the rule above (every hop checked, at most 3 redirects, one
 * timeout for the whole) and hands the final answer to `read`; also used for
 * subscribed calendar feeds (docs/import.md "Subscriptions"). Failures throw
 * ImageError, whose `reason` and message say what went wrong.
 */
export async function fetchChecked<T>(
  url: string,
  options: FetchOptions,
  headers: Record<string, string>,
  read: (response: IncomingMessage, maxBytes: number) => Promise<T>,
): Promise<T> {
  const settings: Settings = {
    allowAddress: options.allowAddress ?? allowedByEnv,
    resolveHost: options.resolveHost ?? systemResolve,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
    signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
  };
  try {
    let target = parseHttpUrl(url);
    for (let redirects = 0; ; redirects++) {
      const response = await get(target, settings, headers);
      const location = REDIRECT_STATUSES.has(response.statusCode ?? 0)
        ? response.headers.location
        : undefined;
      if (location === undefined) return await read(response, settings.maxBytes);
      response.destroy();
      if (redirects === MAX_REDIRECTS) {
        throw new ImageError('redirects', `More than ${MAX_REDIRECTS} redirects.`);
      }
      target = parseHttpUrl(location, target);
    }
  } catch (error) {
    if (error instanceof ImageError) throw error;
    if (settings.signal.aborted) throw new ImageError('timeout', 'The download timed out.');
    throw new ImageError('network', error instanceof Error ? error.message : String(error));
  }
}

/** An absolute http or https URL (a redirect's Location may be relative to the hop it came from). */
export function parseHttpUrl(value: string, base?: URL): URL {
  const url = URL.parse(value, base);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new ImageError('url', `Not an absolute http(s) URL: ${value}`);
  }
  return url;
}

async function get(
  url: URL,
  settings: Settings,
  headers: Record<string, string>,
): Promise<IncomingMessage> {
  const pinned = await resolveChecked(url.hostname.replace(/^\[(.*)\]$/, '$1'), settings);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        // No pooled sockets: each connection is opened to the address just checked.
        agent: false,
        lookup: pinnedLookup(pinned),
        signal: settings.signal,
        headers,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Every address the host resolves to must be allowed (a host mixing public and private answers is refused); the first is used. */
async function resolveChecked(hostname: string, settings: Settings): Promise<ResolvedAddress> {
  const addresses = await untilAborted(settings.resolveHost(hostname), settings.signal);
  const refused = addresses.find(({ address }) => !settings.allowAddress(address));
  if (refused) {
    throw new ImageError('address', `${hostname} resolves to a non-public address.`);
  }
  const [first] = addresses;
  if (!first) throw new ImageError('network', `${hostname} has no address.`);
  return first;
}

function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<DownloadedImage> {
  const mimeType = response.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  const refuse = (error: ImageError) => {
    response.destroy();
    return error;
  };
  if (response.statusCode !== 200) {
    throw refuse(new ImageError('status', `The answer was ${response.statusCode}.`));
  }
  if (!isImageType(mimeType)) {
    throw refuse(new ImageError('type', `Unsupported Content-Type ${mimeType || '(none)'}.`));
  }
  return { bytes: await readBody(response, maxBytes), mimeType };
}

/** The answer's body; ImageError `size` once it passes `maxBytes`, whatever Content-Length said. */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => {
    response.destroy();
    return new ImageError('size', `Larger than ${maxBytes} bytes.`);
  };
  if (Number(response.headers['content-length']) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
