import { describe, expect, it } from 'vitest';
import { resolveEventDates } from './write-dates';

const stored = {
  startLocal: '2025-06-10 19:00:00',
  endLocal: '2025-06-10 21:00:00',
  timezone: 'Europe/Paris',
  allDay: false,
};

describe('event dates (docs/api.md §4.2.2)', () => {
  it('reads dates in the zone sent and derives UTC and the abbreviation', () => {
    expect(
      resolveEventDates(
        { startDate: '2018-01-01 4pm', endDate: '2018-01-01 6pm', timezone: 'Asia/Hong_Kong' },
        null,
        'America/New_York',
      ),
    ).toEqual({
      startLocal: '2018-01-01 16:00:00',
      endLocal: '2018-01-01 18:00:00',
      startUtc: '2018-01-01 08:00:00',
      endUtc: '2018-01-01 10:00:00',
      timezone: 'Asia/Hong_Kong',
      timezoneAbbr: 'HKT',
      allDay: false,
    });
  });
  it('uses the site zone on create without a zone, and for an empty zone', () => {
    for (const timezone of [undefined, '']) {
      const dates = resolveEventDates(
        { startDate: '2025-07-04 09:00', endDate: '2025-07-04 10:00', timezone },
        null,
        'America/New_York',
      );
      expect(dates).toMatchObject({
        timezone: 'America/New_York',
        startUtc: '2025-07-04 13:00:00',
        timezoneAbbr: 'EDT',
      });
    }
  });
  it('keeps the stored zone and the unsent date on update', () => {
    expect(resolveEventDates({ endDate: '2025-06-10 23:00' }, stored, 'UTC')).toMatchObject({
      startLocal: '2025-06-10 19:00:00',
      endLocal: '2025-06-10 23:00:00',
      timezone: 'Europe/Paris',
      startUtc: '2025-06-10 17:00:00',
      timezoneAbbr: 'CEST',
    });
  });
  it('keeps wall times and recomputes UTC when only the zone changes', () => {
    expect(resolveEventDates({ timezone: 'America/New_York' }, stored, 'UTC')).toMatchObject({
      startLocal: '2025-06-10 19:00:00',
      startUtc: '2025-06-10 23:00:00',
      timezoneAbbr: 'EDT',
    });
  });
  it('spans whole days for all-day events, keeping first and last day', () => {
    expect(
      resolveEventDates(
        { startDate: '2025-03-11 09:00', endDate: '2025-03-15 11:00', allDay: true },
        null,
        'America/New_York',
      ),
    ).toMatchObject({
      startLocal: '2025-03-11 00:00:00',
      endLocal: '2025-03-15 23:59:59',
      allDay: true,
    });
  });
  it('moves an end before the start to the start', () => {
    expect(
      resolveEventDates(
        { startDate: '2025-05-05 10:00', endDate: '2025-05-05 08:00' },
        null,
        'UTC',
      ),
    ).toMatchObject({
      startLocal: '2025-05-05 10:00:00',
      endLocal: '2025-05-05 10:00:00',
    });
  });
  it('reads an explicit offset as that instant in the event zone', () => {
    expect(
      resolveEventDates(
        { startDate: '2018-01-01T15:00:00+02:00', endDate: '2018-01-01T16:00:00Z' },
        null,
        'America/New_York',
      ),
    ).toMatchObject({
      startLocal: '2018-01-01 08:00:00',
      endLocal: '2018-01-01 11:00:00',
    });
  });
  it('supports fixed offset zones', () => {
    expect(
      resolveEventDates(
        { startDate: '2025-01-01 12:00', endDate: '2025-01-01 13:00', timezone: 'UTC+2' },
        null,
        'UTC',
      ),
    ).toMatchObject({
      startUtc: '2025-01-01 10:00:00',
      timezoneAbbr: 'UTC+2',
    });
  });
  it('refuses a kept wall time whose instant leaves four-digit years in a new zone', () => {
    const late = { ...stored, startLocal: '9999-12-31 20:00:00', endLocal: '9999-12-31 22:00:00' };
    expect(() => resolveEventDates({ timezone: 'Pacific/Pago_Pago' }, late, 'UTC')).toThrow(
      expect.objectContaining({
        code: 'rest_invalid_param',
        data: expect.objectContaining({ params: { start_date: 'Invalid parameter.' } }),
      }),
    );
    expect(resolveEventDates({ timezone: 'Asia/Tokyo' }, late, 'UTC').endUtc).toBe(
      '9999-12-31 13:00:00',
    );
  });
  it('reports every unreadable date by name', () => {
    expect(() =>
      resolveEventDates({ startDate: 'before my birthday', endDate: 'foo' }, null, 'UTC'),
    ).toThrow(
      expect.objectContaining({
        code: 'rest_invalid_param',
        data: expect.objectContaining({
          params: { start_date: 'Invalid parameter.', end_date: 'Invalid parameter.' },
        }),
      }),
    );
  });
});
