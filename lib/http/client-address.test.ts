import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, clientAddressOf } from './client-address';

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

describe('clientAddressOf', () => {
  it('answers every header right however many it has seen', () => {
    for (let round = 0; round < 2; round++)
      for (let n = 0; n < 5000; n++) {
        const ipv4 = `10.${n >> 8}.${n & 255}.1`;
        expect(clientAddressOf(ipv4)).toBe(ipv4);
        expect(clientAddressOf(`203.0.113.9, ${ipv4}`)).toBe(ipv4);
        expect(clientAddressOf(`2001:db8:${n.toString(16)}:2::${n.toString(16)}`)).toBe(
          `2001:db8:${n.toString(16)}:2::/64`,
        );
      }
    expect(clientAddressOf('not an address')).toBe('unknown');
  });
  it('reads a long header too', () =>
    expect(clientAddressOf(`${'198.51.100.7, '.repeat(20)}192.0.2.4`)).toBe('192.0.2.4'));
});
