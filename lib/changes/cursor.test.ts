import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('the change feed cursor', () => {
  it('gives back the change id it was made from', () => {
    for (const id of [0, 1, 42, 2 ** 31, 999_999_999_999_999])
      expect(decodeCursor(encodeCursor(id))).toBe(id);
  });

  it('is opaque: no digits of the id show through', () => {
    expect(encodeCursor(12345)).not.toContain('12345');
  });

  it('refuses what it did not make', () => {
    const notOurs = [
      '',
      '12',
      'abc',
      'not a cursor',
      Buffer.from('c2.5').toString('base64url'),
      Buffer.from('c1.-5').toString('base64url'),
      Buffer.from('c1.05').toString('base64url'),
      Buffer.from('c1.1e3').toString('base64url'),
      Buffer.from('c1.9999999999999999999').toString('base64url'),
      'x'.repeat(41),
    ];
    for (const cursor of notOurs) expect(decodeCursor(cursor), cursor).toBeNull();
  });
});
