import { describe, expect, it } from 'vitest';
import {
  costEntry,
  costFormValues,
  emptyEventForm,
  eventWriteBody,
  withPrefilledTimes,
} from './event-form-values';

const details = (values: string[], symbol = '', position: '' | 'prefix' | 'postfix' = '') => ({
  currency_symbol: symbol,
  currency_code: '' as const,
  currency_position: position,
  values,
});

describe('the cost and its currency (docs/api.md §1.8)', () => {
  it('writes the symbol where the API reads it', () => {
    expect(costEntry('15', '€', 'postfix')).toBe('15 €');
    expect(costEntry('15', '£', 'prefix')).toBe('£15');
    expect(costEntry('10 - 20', '€', 'postfix')).toBe('10 - 20 €');
  });

  it('sends as typed a cost without a symbol, with one of its own, or without numbers', () => {
    expect(costEntry(' 15 ', '', 'prefix')).toBe('15');
    expect(costEntry('€12', '€', 'prefix')).toBe('€12');
    expect(costEntry('Donation', '€', 'postfix')).toBe('Donation');
    expect(costEntry('', '€', 'postfix')).toBe('');
  });

  it('edits the numbers apart from the display text, which adds $ or Free', () => {
    expect(costFormValues('15€', details(['15'], '€', 'postfix'))).toEqual({
      cost: '15',
      currencySymbol: '€',
      currencyPosition: 'postfix',
    });
    expect(costFormValues('Free – 30$', details(['0', '20', '30'], '$', 'postfix')).cost).toBe(
      '0, 20, 30',
    );
    expect(costFormValues('$23', details(['23']))).toEqual({
      cost: '23',
      currencySymbol: '',
      currencyPosition: 'prefix',
    });
    expect(costFormValues('Donation', details([])).cost).toBe('Donation');
  });
});

describe('the cost in an edit’s write', () => {
  const initial = { ...emptyEventForm('Europe/Paris', '2031-05-01', true), cost: '12, 15' };

  it('is not sent when no cost field changed, so a cost typed elsewhere stays as written', () => {
    const body = eventWriteBody({ ...initial, title: 'Renamed' }, 'Europe/Paris', initial);
    expect(body.title).toBe('Renamed');
    expect(body).not.toHaveProperty('cost', expect.anything());
  });

  it('is sent when a cost field changed, and always for a new event', () => {
    const changed = { ...initial, currencySymbol: '€', currencyPosition: 'postfix' as const };
    expect(eventWriteBody(changed, 'Europe/Paris', initial).cost).toBe('12, 15 €');
    expect(eventWriteBody(initial, 'Europe/Paris').cost).toBe('12, 15');
  });
});

describe('withPrefilledTimes', () => {
  const empty = emptyEventForm('', '2031-05-01', true);
  const query = (search: string) => new URLSearchParams(search);

  it('takes the calendar’s chosen time, or days for an all-day event', () => {
    const timed = withPrefilledTimes(empty, query('start=2031-06-02T10:30&end=2031-06-02T11:00'));
    expect(timed).toMatchObject({
      allDay: false,
      startDate: '2031-06-02',
      startTime: '10:30',
      endDate: '2031-06-02',
      endTime: '11:00',
    });
    expect(timed.repeat.frequency).toBe('none');
    expect(withPrefilledTimes(empty, query('start=2031-06-02&end=2031-06-04'))).toMatchObject({
      allDay: true,
      startDate: '2031-06-02',
      endDate: '2031-06-04',
    });
  });

  it('keeps the defaults without a start, and ends at the start when the end does not fit', () => {
    expect(withPrefilledTimes(empty, query('start=tomorrow'))).toEqual(empty);
    expect(
      withPrefilledTimes(empty, query('start=2031-06-02T10:30&end=2031-06-01T09:00')),
    ).toMatchObject({ endDate: '2031-06-02', endTime: '10:30' });
  });
});
