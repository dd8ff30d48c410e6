import { describe, expect, it } from 'vitest';
import { searchFragments } from './search';

describe('searchFragments (docs/api.md §3.2)', () => {
  it.each([
    ['temple avenue', ['temple', 'avenue']],
    ['@common.com', ['common', 'com']],
    ['http://one.com', ['http', 'one', 'com']],
    ['Saint-Étienne 42', ['Saint-Étienne', '42']],
    ['  spaced   out  ', ['spaced', 'out']],
    ['@@', []],
  ])('%j → %j', (search, fragments) => {
    expect(searchFragments(search)).toEqual(fragments);
  });
});
