import { describe, expect, it } from 'vitest';
import { apiTarget } from './api-target.mjs';

describe('apiTarget', () => {
  it.each([
    ['/calendar/events/v1//venues', '/calendar/events/v1/venues'],
    ['//calendar/events/v1/venues', '/calendar/events/v1/venues'],
    ['/calendar//events/v1///tags/5?a=b//c', '/calendar/events/v1/tags/5?a=b//c'],
    ['/fr/calendar/events/v1//venues/', '/fr/calendar/events/v1/venues/'],
    ['/FR/Calendar/Events/V1//venues', '/FR/Calendar/Events/V1/venues'],
    ['/calendar/events/v1/./venues', '/calendar/events/v1/venues'],
    ['/calendar/events/v1/events/../venues', '/calendar/events/v1/venues'],
    ['/calendar/events/v1/%2e%2E/venues', '/calendar/events/v1/venues'],
    ['/calendar/events/v1/venues/.', '/calendar/events/v1/venues/'],
    ['/calendar/events/v1/venues/2/..', '/calendar/events/v1/venues/'],
  ])('reads %s as %s', (target, normalised) => expect(apiTarget(target)).toBe(normalised));

  it('never climbs above the namespace', () => {
    expect(apiTarget('/calendar/events/v1/../../../etc/passwd')).toBe(
      '/calendar/events/v1/etc/passwd',
    );
    expect(apiTarget('/calendar/events/v1/..')).toBe('/calendar/events/v1/');
    expect(apiTarget('/es/calendar/events/v1/%2e%2e/%2e%2e/x')).toBe('/es/calendar/events/v1/x');
  });

  it('leaves other paths, and dots that are part of a segment, as they are', () => {
    for (const target of [
      '/',
      '//admin',
      '/event/a//b/',
      '/calendar/events/v10/x',
      '/calendar/events/v1/events/by-slug/a..b',
      '/calendar/events/v1/events/by-slug/...',
      '/calendar/events/v1',
      '/calendar/events/v1/',
    ])
      expect(apiTarget(target)).toBe(target);
  });
});
