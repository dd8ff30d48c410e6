import { describe, expect, it } from 'vitest';
import { eventsByDay, daySpan } from './days';
import { firstDayOfWeek, monthGrid } from './month-grid';

describe('the month grid', () => {
  it('starts weeks on Sunday in English and on Monday in French and Spanish', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('es')).toBe(1);
  });

  it('holds whole weeks around the month, Monday first', () => {
    // March 2027 starts on a Monday and ends on a Wednesday.
    const grid = monthGrid('2027-03', 1)!;
    expect(grid.weeks).toHaveLength(5);
    expect(grid.first).toBe('2027-03-01');
    expect(grid.last).toBe('2027-04-04');
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.previous).toBe('2027-02');
    expect(grid.next).toBe('2027-04');
  });

  it('holds whole weeks around the month, Sunday first, across a year', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const grid = monthGrid('2026-12', 7)!;
    expect(grid.first).toBe('2026-11-29');
    expect(grid.last).toBe('2027-01-02');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.next).toBe('2027-01');
  });

  it('has six weeks when the month needs them, four for a February that fits', () => {
    expect(monthGrid('2026-08', 7)!.weeks).toHaveLength(6);
    // February 2026 starts on a Sunday and has 28 days.
    expect(monthGrid('2026-02', 7)!.weeks).toHaveLength(4);
  });

  it('refuses months that do not exist', () => {
    expect(monthGrid('2026-13', 1)).toBeNull();
    // Years a grid's edges or its neighbours would take past four digits are out of range.
    expect(monthGrid('9999-12', 1)).toBeNull();
    expect(monthGrid('0000-01', 1)).toBeNull();
    expect(monthGrid('9998-12', 1)?.next).toBe('9999-01');
    expect(monthGrid('2026-1', 1)).toBeNull();
    expect(monthGrid('soon', 1)).toBeNull();
  });
});

describe('the days of an event', () => {
  const event = (start: string, end: string) => ({ start_date: start, end_date: end });

  it('ends the day before when it ends at midnight', () => {
    expect(daySpan(event('2026-12-05 22:00:00', '2026-12-06 00:00:00'))).toEqual({
      first: '2026-12-05',
      last: '2026-12-05',
    });
    expect(daySpan(event('2026-12-05 00:00:00', '2026-12-05 00:00:00')).last).toBe('2026-12-05');
  });

  it('puts an event on every day it covers, cut to the range, in the given order', () => {
    const festival = event('2026-11-30 10:00:00', '2026-12-02 18:00:00');
    const talk = event('2026-12-01 09:00:00', '2026-12-01 10:00:00');
    const days = eventsByDay([festival, talk], '2026-12-01', '2026-12-03');
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(days.get('2026-12-01')).toEqual([festival, talk]);
    expect(days.get('2026-12-02')).toEqual([festival]);
    expect(days.get('2026-12-03')).toEqual([]);
  });
});
