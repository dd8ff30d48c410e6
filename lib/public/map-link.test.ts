import { describe, expect, it } from 'vitest';
import { mapLinkOf } from './map-link';
import type { PublicEvent, PublicVenue } from './types';

const venue: PublicVenue = {
  id: 1,
  url: 'https://calendar.example/venue/hall/',
  venue: 'Hall',
  address: '12 rue de la Paix & Co',
  city: 'Lyon',
  zip: '69001',
  country: 'France',
};
const event = (showMapLink: boolean | null | undefined) =>
  ({ show_map_link: showMapLink }) as PublicEvent;

describe('the map link', () => {
  it('searches OpenStreetMap for the whole address, encoded', () => {
    expect(mapLinkOf(event(true), venue)).toBe(
      'https://www.openstreetmap.org/search?query=12+rue+de+la+Paix+%26+Co%2C+Lyon%2C+69001%2C+France',
    );
  });

  it('is absent when the event turns it off, or the venue has no address', () => {
    expect(mapLinkOf(event(false), venue)).toBeNull();
    expect(mapLinkOf(event(null), venue)).toBeNull();
    expect(
      mapLinkOf(event(true), {
        ...venue,
        address: '',
        city: ' ',
        zip: undefined,
        country: undefined,
      }),
    ).toBeNull();
  });
});
