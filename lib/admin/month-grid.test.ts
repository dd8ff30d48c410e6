import { describe, expect, it } from 'vitest';
import { daysBetween, isMonth, monthGrid, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('covers the month in whole weeks, Monday first', () => {
    const weeks = monthGrid('2026-12');
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks).toHaveLength(5);
  });
  it('starts on the 1st when it is a Monday, and has six weeks when needed', () => {
    expect(monthGrid('2026-06')[0]![0]).toBe('2026-06-01');
    expect(monthGrid('2026-08')).toHaveLength(6);
    expect(monthGrid('2027-02')).toHaveLength(4);
  });
  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
  it('lists the days an event spans', () => {
    expect(daysBetween('2026-12-30 20:00:00', '2027-01-01 02:00:00')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(daysBetween('2026-12-30 20:00:00', '2026-12-30 22:00:00')).toEqual(['2026-12-30']);
  });
  it('accepts only YYYY-MM', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
