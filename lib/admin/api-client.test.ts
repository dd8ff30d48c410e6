import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-client';

describe('apiUrl', () => {
  it('joins lists with commas and leaves empty values out', () => {
    expect(
      apiUrl('/events', { page: 2, search: '', status: ['draft', 'pending'], featured: undefined }),
    ).toBe('/calendar/events/v1/events?page=2&status=draft%2Cpending');
    expect(apiUrl('/venues')).toBe('/calendar/events/v1/venues');
  });
});
