import { describe, expect, it } from 'vitest';
import { eventJsonLd, isoWithOffset, offerPrice } from './serialize-json-ld';

describe('event JSON-LD (docs/api.md §1.9)', () => {
  it('writes dates in ISO 8601 with the offset in force', () => {
    expect(isoWithOffset('2025-04-18 19:30:00', 'America/New_York')).toBe(
      '2025-04-18T19:30:00-04:00',
    );
    expect(isoWithOffset('2025-01-18 19:30:00', 'America/New_York')).toBe(
      '2025-01-18T19:30:00-05:00',
    );
    expect(isoWithOffset('2025-01-18 19:30:00', 'UTC+5.5')).toBe('2025-01-18T19:30:00+05:30');
  });
  it('prices offers without the currency symbol', () => {
    expect(offerPrice(['15', '25'])).toBe('15 – 25');
    expect(offerPrice(['0'])).toBe('0');
  });
  it('builds the Spring Jazz Night example', () => {
    const ld = eventJsonLd({
      name: 'Spring Jazz Night',
      excerpt: '<p>Live jazz downtown.</p>',
      description: '<p>An evening of live jazz.</p>',
      imageUrl: 'https://calendar.example.org/media/1010/jazz.jpg',
      url: 'https://calendar.example.org/event/spring-jazz-night/',
      startLocal: '2025-04-18 19:30:00',
      endLocal: '2025-04-18 22:00:00',
      timezone: 'America/New_York',
      published: { wall: '2025-03-01 10:15:00', zone: 'America/New_York' },
      cost: { text: '$15 – $25', values: ['15', '25'] },
      location: { '@type': 'Place', name: 'Blue Room' },
    });
    expect(ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Spring Jazz Night',
      description: 'Live jazz downtown.',
      image: 'https://calendar.example.org/media/1010/jazz.jpg',
      url: 'https://calendar.example.org/event/spring-jazz-night/',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2025-04-18T19:30:00-04:00',
      endDate: '2025-04-18T22:00:00-04:00',
      location: { '@type': 'Place', name: 'Blue Room' },
      offers: {
        '@type': 'Offer',
        price: '15 – 25',
        priceCurrency: 'USD',
        url: 'https://calendar.example.org/event/spring-jazz-night/',
        category: 'primary',
        availability: 'inStock',
        validFrom: '2025-03-01T10:15:00-05:00',
      },
      performer: 'Organization',
    });
  });
  it.each([
    ['scheduled', 'EventScheduled', 'Offline'],
    ['canceled', 'EventCancelled', 'Offline'],
    ['postponed', 'EventPostponed', 'Offline'],
    ['moved_online', 'EventMovedOnline', 'Online'],
  ] as const)('names the %s status %s, attended %s', (eventStatus, schemaStatus, mode) => {
    const ld = eventJsonLd({
      name: 'x',
      excerpt: '',
      description: '',
      url: 'u',
      startLocal: '2025-01-01 10:00:00',
      endLocal: '2025-01-01 11:00:00',
      timezone: 'UTC',
      published: { wall: '2025-01-01 00:00:00', zone: 'UTC' },
      cost: { text: '', values: [] },
      eventStatus,
    });
    expect(ld.eventStatus).toBe(`https://schema.org/${schemaStatus}`);
    expect(ld.eventAttendanceMode).toBe(`https://schema.org/${mode}EventAttendanceMode`);
  });
  it('leaves out image, location, organizer and offers when there are none', () => {
    const ld = eventJsonLd({
      name: 'x',
      excerpt: '',
      description: '',
      url: 'u',
      startLocal: '2025-01-01 10:00:00',
      endLocal: '2025-01-01 11:00:00',
      timezone: 'UTC',
      published: { wall: '2025-01-01 00:00:00', zone: 'UTC' },
      cost: { text: '', values: [] },
    });
    expect(Object.keys(ld)).not.toEqual(expect.arrayContaining(['image']));
    expect(ld).not.toHaveProperty('location');
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('organizer');
  });
});
