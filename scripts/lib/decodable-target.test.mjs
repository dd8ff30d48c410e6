import { describe, expect, it } from 'vitest';
import { decodableTarget } from './decodable-target.mjs';

describe('decodableTarget', () => {
  it('leaves targets that decode as they are', () => {
    for (const target of ['/', '/calendar/events/v1/events?search=%zz', '/event/caf%C3%A9/']) {
      expect(decodableTarget(target)).toBe(target);
    }
  });

  it('makes the percent signs of a segment that does not decode literal', () => {
    expect(decodableTarget('/calendar/events/v1/events/%zz')).toBe(
      '/calendar/events/v1/events/%25zz',
    );
    expect(decodableTarget('/a/%E0%A4/b%20c?x=%zz#%')).toBe('/a/%25E0%25A4/b%20c?x=%zz#%');
    expect(decodableTarget('/%')).toBe('/%25');
  });
});
