import { describe, expect, it } from 'vitest';
import { apiTarget, normalisedApiTarget } from './api-target.mjs';

describe('apiTarget', () => {
  it.each([
    ['/calendar/events/v1//venues', '/calendar/events/v1/venues'],
    ['//calendar/events/v1/venues', '/calendar/events/v1/venues'],
    ['/calendar//events/v1///tags/5?a=b//c', '/calendar/events/v1/tags/5?a=b//c'],
    ['/fr/calendar/events/v1//venues/', '/fr/calendar/events/v1/venues/'],
    ['/FR/Calendar/Events/V1//venues', '/fr/calendar/events/v1/venues'],
    ['/calendar/Events/v1/Venues', '/calendar/events/v1/Venues'],
    ['/calendar/./events//v1/venues', '/calendar/events/v1/venues'],
    ['/fr/x/../calendar//events/v1/tags', '/fr/calendar/events/v1/tags'],
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
      '/calendar/events/../x',
      '/calendar/events/v1/events/by-slug/a..b',
      '/calendar/events/v1/events/by-slug/...',
      '/calendar/events/v1',
      '/calendar/events/v1/',
      '/calendar/events/v1/events/by-slug/caf%C3%A9',
    ])
      expect(apiTarget(target)).toBe(target);
  });

  it('skips the work only where it would change nothing', () => {
    const pieces = ['', '.', '..', '%2e', '%2E.', '.x', 'calendar', 'Calendar', 'events', 'v1'];
    pieces.push('V1', 'v10', 'en', 'FR', 'x', 'a..b', '%C3%A9');
    const starts = [[], ['fr'], ['EN'], ['calendar', 'events', 'v1'], ['Calendar', 'events', 'v1']];
    starts.push(['fr', 'calendar', 'events', 'v1'], ['EN', 'calendar', 'events', 'v1']);
    // Every path of a start and up to three of the pieces.
    let tails = [[]];
    for (let length = 1, last = [[]]; length <= 3; length += 1) {
      last = last.flatMap((tail) => pieces.map((piece) => [...tail, piece]));
      tails = tails.concat(last);
    }
    let unchanged = 0;
    for (const start of starts)
      for (const tail of tails)
        for (const query of ['', '?a=..//b']) {
          const path = `/${[...start, ...tail].join('/')}`;
          const expected = normalisedApiTarget(path, query);
          expect(apiTarget(`${path}${query}`)).toBe(expected);
          if (expected === `${path}${query}`) unchanged += 1;
        }
    expect(unchanged).toBeGreaterThan(10_000);
  });
});
