import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookieHeader,
  isSecureRequest,
  readSessionCookie,
  sessionCookieHeader,
} from './session-cookie';

describe('readSessionCookie', () => {
  it('finds the session cookie among others', () =>
    expect(readSessionCookie('theme=dark; calendar_session=abc_-1; lang=fr')).toBe('abc_-1'));
  it('answers null without a header, without the cookie, or with an empty value', () => {
    expect(readSessionCookie(null)).toBeNull();
    expect(readSessionCookie('other=1; calendar_session_x=2')).toBeNull();
    expect(readSessionCookie('calendar_session=')).toBeNull();
  });
  it('keeps the first of two cookies of the same name', () =>
    expect(readSessionCookie('calendar_session=first; calendar_session=second')).toBe('first'));
});

describe('sessionCookieHeader', () => {
  it('makes an HttpOnly, SameSite=Lax cookie for the whole site, Secure only over HTTPS', () => {
    expect(sessionCookieHeader('v', { maxAgeSeconds: 60, secure: false })).toBe(
      'calendar_session=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookieHeader('v', { maxAgeSeconds: 60, secure: true })).toMatch(/; Secure$/);
  });
  it('clears the cookie with an empty value and Max-Age=0', () =>
    expect(clearedSessionCookieHeader(false)).toBe(
      'calendar_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ));
});

describe('isSecureRequest', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { headers });
  it('follows the URL scheme without a proxy', () => {
    expect(isSecureRequest(request('https://example.org/'))).toBe(true);
    expect(isSecureRequest(request('http://example.org/'))).toBe(false);
  });
  it('believes the first X-Forwarded-Proto, as set by a TLS proxy', () => {
    expect(isSecureRequest(request('http://app:3000/', { 'x-forwarded-proto': 'https' }))).toBe(
      true,
    );
    expect(
      isSecureRequest(request('http://app:3000/', { 'x-forwarded-proto': 'http, https' })),
    ).toBe(false);
  });
});
