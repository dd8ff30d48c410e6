import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address';

const notPublic: [string, string][] = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network 0/8'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback /8'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8 end'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12 end'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['100.64.0.1', 'CGNAT 100.64/10'],
  ['100.127.255.255', 'CGNAT end'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast end'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'TEST-NET-1'],
  ['198.51.100.10', 'TEST-NET-2'],
  ['203.0.113.10', 'TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['::', 'IPv6 unspecified'],
  ['::1', 'IPv6 loopback'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
  ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
  ['::ffff:0:7f00:1', 'IPv4-translated'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a00:1', 'NAT64 of private'],
  ['64:ff9b:1::808:808', 'NAT64 local-use prefix'],
  ['fc00::1', 'unique-local fc00::/7'],
  ['fd12:3456:789a::1', 'unique-local fd'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with zone'],
  ['febf:ffff::1', 'link-local end'],
  ['fec0::1', 'deprecated site-local'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'global multicast'],
  ['100::1', 'discard-only'],
  ['2001:db8::1', 'documentation'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2002:7f00:1::1', '6to4 (deprecated)'],
  ['2620:4f:8000::1', 'AS112'],
  ['3fff::1', 'documentation 3fff::/20'],
  ['5f00::1', 'segment routing'],
  ['4000::1', 'outside 2000::/3'],
  ['not-an-ip', 'not an address'],
  ['', 'empty'],
  ['localhost', 'a host name'],
];

const isPublic: [string, string][] = [
  ['8.8.8.8', 'public DNS'],
  ['1.1.1.1', 'public'],
  ['93.184.216.34', 'public'],
  ['100.63.255.255', 'just below CGNAT'],
  ['100.128.0.0', 'just above CGNAT'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.0', 'just above 172.16/12'],
  ['169.253.255.255', 'just below link-local'],
  ['223.255.255.255', 'just below multicast'],
  ['11.0.0.1', 'just above 10/8'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of a public address'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['2001:4860:4860::8888', 'public IPv6 in 2001::/16 outside special ranges'],
];

describe('isPublicAddress', () => {
  it.each(notPublic)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(isPublic)('accepts %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
