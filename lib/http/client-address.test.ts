import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

const request = (forwardedFor?: string) =>
  new Request('http://app/', {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry, the one the nearest proxy wrote', () => {
    expect(clientAddress(request('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.1, 198.51.100.7'))).toBe('198.51.100.7');
  });
  it('answers "unknown" when there is no usable address', () => {
    expect(clientAddress(request())).toBe('unknown');
    expect(clientAddress(request('not an address'))).toBe('unknown');
  });
});

describe('addressKey', () => {
  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () =>
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1'));
  it('counts IPv6 clients per /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
  });
});
