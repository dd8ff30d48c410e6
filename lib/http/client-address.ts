// The client address that per-address limits count (docs/api.md §10.6).
// Next.js sets X-Forwarded-For to the socket's address when no proxy did; behind
// a proxy the last entry is the one that proxy appended, the only one not
// written by the client. Deployments with several proxy hops must make the
// outermost one overwrite the header.
import ipaddr from 'ipaddr.js';
import { BoundedMemo } from '../bounded-memo.mjs';

export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers.get('x-forwarded-for') ?? '');
}

// Parsing an address allocates tens of regular-expression results, on every
// anonymous read the front door replays, and a node sees the same few
// headers again and again: remembered, headers of up to 64 characters.
const knownKeys = new BoundedMemo<string>(4096, 64);

/** The client address an X-Forwarded-For header names (its last entry). */
export function clientAddressOf(forwardedFor: string): string {
  return knownKeys.get(forwardedFor, lastAddressKey);
}

const lastAddressKey = (forwardedFor: string) =>
  addressKey(forwardedFor.split(',').at(-1)?.trim() ?? '');

/**
 * One key per client: IPv4-mapped IPv6 counts as its IPv4 address, and an IPv6
 * client counts per /64, since one subscriber line usually holds a whole /64.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
