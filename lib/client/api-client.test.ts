import { describe, expect, it } from 'vitest';
import { withQuery } from './api-client';

describe('withQuery', () => {
  it('joins lists with commas and leaves empty values out', () => {
    expect(
      withQuery('/events', {
        page: 2,
        search: '',
        status: ['draft', 'pending'],
        featured: undefined,
      }),
    ).toBe('/events?page=2&status=draft%2Cpending');
    expect(withQuery('/venues', {})).toBe('/venues');
  });
});
