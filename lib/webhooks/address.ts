// Where a webhook may be sent (docs/webhooks.md, "Registering"): the image
// fetch's rule (lib/media/address.ts) — only public addresses, unless
// CALENDAR_ALLOW_PRIVATE_FETCH=on — checked when the endpoint is registered
// and again before every attempt, on the address then connected to, so a
// DNS answer that changes later cannot turn a webhook against the server's
// own network.
import { lookup as dnsLookup } from 'node:dns/promises';
import { env } from '../env';
import { isPublicAddress } from '../media/address';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface AddressRules {
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
  allowAddress?: (address: string) => boolean;
}

export class EndpointAddressError extends Error {}

const allowedByEnv = (address: string) =>
  env.CALENDAR_ALLOW_PRIVATE_FETCH === 'on' || isPublicAddress(address);

/**
 * One lookup at a time per host: the system resolver runs on libuv's few
 * worker threads and cannot be cancelled, so a host whose DNS never answers
 * would otherwise take them all, one stuck lookup per attempt, and stall
 * every other endpoint's lookups (and file reads) on the node.
 */
export function oneLookupPerHost(
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
): (hostname: string) => Promise<ResolvedAddress[]> {
  const pending = new Map<string, Promise<ResolvedAddress[]>>();
  return (hostname) => {
    const known = pending.get(hostname);
    if (known) return known;
    const lookup = resolve(hostname).finally(() => pending.delete(hostname));
    pending.set(hostname, lookup);
    return lookup;
  };
}

const systemResolve = oneLookupPerHost((hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true }),
);

/**
 * `work`, or the signal's reason as soon as it is aborted: the system
 * resolver takes no signal, and a hanging one must not hold a delivery past
 * its lease (another node would send it again).
 */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The address to connect to for `url`: every address its host resolves to
 * must be allowed (a host mixing public and private answers is refused).
 * Throws EndpointAddressError otherwise, or the signal's reason when it is
 * aborted before the host resolves.
 */
export async function endpointAddress(
  url: URL,
  rules: AddressRules = {},
  signal?: AbortSignal,
): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allow = rules.allowAddress ?? allowedByEnv;
  let addresses: ResolvedAddress[];
  try {
    addresses = await beforeDeadline((rules.resolveHost ?? systemResolve)(hostname), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EndpointAddressError(`${hostname} does not resolve.`);
  }
  if (addresses.some(({ address }) => !allow(address))) {
    throw new EndpointAddressError(`${hostname} resolves to a non-public address.`);
  }
  const [first] = addresses;
  if (!first) throw new EndpointAddressError(`${hostname} has no address.`);
  return first;
}
