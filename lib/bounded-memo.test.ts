import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo.mjs';

describe('BoundedMemo', () => {
  it('computes an answer once per key and remembers null answers too', () => {
    const memo = new BoundedMemo<number | null>(10);
    let computed = 0;
    const square = (key: string) =>
      memo.get(key, () => {
        computed += 1;
        return key === 'none' ? null : Number(key) ** 2;
      });
    expect([square('3'), square('3'), square('none'), square('none')]).toEqual([9, 9, null, null]);
    expect(computed).toBe(2);
  });

  it('holds at most its bound, and answers right past it', () => {
    const memo = new BoundedMemo<number>(3);
    let computed = 0;
    const double = (key: number) =>
      memo.get(String(key), () => {
        computed += 1;
        return key * 2;
      });
    for (const key of [1, 2, 3]) double(key);
    expect(double(4)).toBe(8); // full: everything before is forgotten
    expect(computed).toBe(4);
    expect([double(4), double(1)]).toEqual([8, 2]);
    expect(computed).toBe(5);
  });

  it('computes a key longer than its bound each time, keeping nothing', () => {
    const memo = new BoundedMemo<number>(10, 4);
    let computed = 0;
    const length = (key: string) =>
      memo.get(key, (given) => {
        computed += 1;
        return given.length;
      });
    expect([length('abcd'), length('abcd'), length('abcde'), length('abcde')]).toEqual([
      4, 4, 5, 5,
    ]);
    expect(computed).toBe(3);
  });
});
