import { describe, expect, it } from 'vitest';
import { judgeSessionCookie } from './nonce';

describe('judgeSessionCookie (docs/api.md §7.2 step 2)', () => {
  it.each(['GET', 'HEAD', 'get'])('lets the cookie alone authenticate a %s', (method) => {
    expect(judgeSessionCookie(method, null, 'token')).toBe('accept');
    expect(judgeSessionCookie(method, 'wrong', 'token')).toBe('accept');
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s: ignores the cookie without a nonce, refuses a wrong one, accepts the right one',
    (method) => {
      expect(judgeSessionCookie(method, null, 'token')).toBe('ignore');
      expect(judgeSessionCookie(method, 'wrong', 'token')).toBe('reject');
      expect(judgeSessionCookie(method, '', 'token')).toBe('reject');
      expect(judgeSessionCookie(method, 'token', 'token')).toBe('accept');
    },
  );
});
