import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { idAtEndOfPath, idInPath } from './path-id';

const at = (path: string) => new Request(`http://calendar.test${path}`);

describe("an admin endpoint's id in its path", () => {
  it('reads the id at the end, or segments before it', () => {
    expect(idAtEndOfPath(at('/api/users/7'))).toBe(7);
    expect(idAtEndOfPath(at('/api/users/7/'))).toBe(7);
    expect(idInPath(at('/api/events/12/password'), 1)).toBe(12);
  });

  it('answers no route for anything but a decimal id', () => {
    for (const path of [
      '/api/events/x/password',
      '/api/events/-1/password',
      '/api/events/1234567890/password',
    ])
      expect(() => idInPath(at(path), 1)).toThrow(ApiError);
  });
});
