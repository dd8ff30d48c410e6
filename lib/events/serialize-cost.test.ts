import { describe, expect, it } from 'vitest';
import { costDetails, costText, normaliseNumber } from './serialize-cost';

const cost = (entries: string[], language: 'en' | 'fr' | 'es' = 'en') => {
  const details = costDetails(entries);
  return { text: costText(entries, details, language), details };
};

describe('cost (docs/api.md §1.8)', () => {
  it('normalises decimal and thousands separators', () => {
    expect(normaliseNumber('6,50')).toBe('6.50');
    expect(normaliseNumber('1,000')).toBe('1000');
    expect(normaliseNumber('1.000')).toBe('1.000');
    expect(normaliseNumber('25,55')).toBe('25.55');
    expect(normaliseNumber('1.234,56')).toBe('1234.56');
    expect(normaliseNumber('1,234,567')).toBe('1234567');
  });
  it('reads a postfix symbol', () => {
    expect(cost(['20$'])).toEqual({
      text: '20$',
      details: {
        currency_symbol: '$',
        currency_code: '',
        currency_position: 'postfix',
        values: ['20'],
      },
    });
  });
  it('shows a range with Free for zero', () => {
    const { text, details } = cost(['0$', '20$', '30$']);
    expect(text).toBe('Free – 30$');
    expect(details.values).toEqual(['0', '20', '30']);
  });
  it('prefixes the default symbol when none is written', () => {
    expect(cost(['23'])).toMatchObject({ text: '$23', details: { currency_symbol: '' } });
  });
  it('keeps words without numbers', () => {
    expect(cost(['Donation'])).toMatchObject({ text: 'Donation', details: { values: [] } });
  });
  it('finds the symbol before the first number of a range entry', () => {
    expect(cost(['€6.50 - €8.50'])).toMatchObject({
      text: '€6.50 – €8.50',
      details: { currency_symbol: '€', currency_position: 'prefix', values: ['6.50', '8.50'] },
    });
  });
  it('translates Free', () => {
    expect(cost(['0'], 'fr').text).toBe('Gratuit');
    expect(cost(['0'], 'es').text).toBe('Gratis');
  });
  it('is empty without entries', () => {
    expect(cost([]).text).toBe('');
  });
});
