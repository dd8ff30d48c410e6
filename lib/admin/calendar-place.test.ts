import { describe, expect, it } from 'vitest';
import {
  calendarPlace,
  calendarSearch,
  keyboardShift,
  movedTimes,
  shiftPlace,
  weekStart,
} from './calendar-place';

const query = (search: string) => new URLSearchParams(search);

describe('calendarPlace', () => {
  it('reads the view and day, and the older month address', () => {
    expect(calendarPlace(query('view=week&date=2026-12-09'), '2026-01-01')).toEqual({
      view: 'week',
      date: '2026-12-09',
    });
    expect(calendarPlace(query('month=2026-02'), '2026-01-01')).toEqual({
      view: 'month',
      date: '2026-02-01',
    });
  });

  it('falls back to today in the month view on a wrong address', () => {
    expect(calendarPlace(query('view=year&date=2026-02-30'), '2026-01-05')).toEqual({
      view: 'month',
      date: '2026-01-05',
    });
    expect(calendarSearch({ view: 'day', date: '2026-01-05' })).toBe('view=day&date=2026-01-05');
  });
});

describe('shiftPlace and weekStart', () => {
  it('moves by a month, a week or a day', () => {
    expect(shiftPlace({ view: 'month', date: '2026-12-15' }, 1).date).toBe('2027-01-01');
    expect(shiftPlace({ view: 'month', date: '2026-01-31' }, -1).date).toBe('2025-12-01');
    expect(shiftPlace({ view: 'week', date: '2026-12-30' }, 1).date).toBe('2027-01-06');
    expect(shiftPlace({ view: 'day', date: '2026-03-01' }, -1).date).toBe('2026-02-28');
  });

  it('finds the week’s first day for Sunday and Monday weeks', () => {
    // 2026-12-09 is a Wednesday.
    expect(weekStart('2026-12-09', 0)).toBe('2026-12-06');
    expect(weekStart('2026-12-09', 1)).toBe('2026-12-07');
    expect(weekStart('2026-12-06', 1)).toBe('2026-11-30');
  });
});

describe('movedTimes', () => {
  it('moves wall times by the clock, across a daylight-saving change too', () => {
    const hour = 3_600_000;
    expect(
      movedTimes(
        { start_date: '2026-03-28 23:30:00', end_date: '2026-03-29 01:00:00' },
        hour,
        hour,
      ),
    ).toEqual({ start_date: '2026-03-29 00:30:00', end_date: '2026-03-29 02:00:00' });
  });

  it('gives Alt+arrows a quarter hour or a day, a week up and down in the month', () => {
    expect(keyboardShift('ArrowDown', 'week')).toBe(15 * 60_000);
    expect(keyboardShift('ArrowLeft', 'day')).toBe(-86_400_000);
    expect(keyboardShift('ArrowUp', 'month')).toBe(-7 * 86_400_000);
    expect(keyboardShift('Enter', 'week')).toBeNull();
  });

  it('leaves an all-day event where it is on Alt+Up and Down in the week and day views', () => {
    expect(keyboardShift('ArrowUp', 'week', true)).toBeNull();
    expect(keyboardShift('ArrowDown', 'day', true)).toBeNull();
    expect(keyboardShift('ArrowRight', 'week', true)).toBe(86_400_000);
    expect(keyboardShift('ArrowDown', 'month', true)).toBe(7 * 86_400_000);
  });
});
