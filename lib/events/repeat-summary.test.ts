import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { noRepeat, type RepeatValues } from './repeat-rule';
import { repeatSummary } from './repeat-summary';

const catalogues = { en, fr, es };

function summary(locale: keyof typeof catalogues, changes: Partial<RepeatValues>): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'AdminRepeat' });
  return repeatSummary({ ...noRepeat('2026-12-01'), ...changes }, t, locale);
}

const tuesdaysAndThursdays: Partial<RepeatValues> = {
  frequency: 'weekly',
  weekdays: ['TH', 'TU'],
  ends: 'until',
  until: '2027-03-01',
};
const everyOtherMonday: Partial<RepeatValues> = {
  frequency: 'weekly',
  interval: '2',
  weekdays: ['MO'],
  ends: 'count',
  count: '10',
};
const secondTuesday: Partial<RepeatValues> = {
  frequency: 'monthly',
  monthlyBy: 'weekday',
  ordinal: 'second',
  ordinalWeekday: 'TU',
};
const lastFriday: Partial<RepeatValues> = {
  ...secondTuesday,
  ordinal: 'last',
  ordinalWeekday: 'FR',
};
const fifteenth: Partial<RepeatValues> = { frequency: 'monthly', monthlyBy: 'day', monthDay: '15' };

describe('repeat summary', () => {
  it.each<[keyof typeof catalogues, Partial<RepeatValues>, string]>([
    ['en', tuesdaysAndThursdays, 'Every Tuesday and Thursday until March 1, 2027'],
    ['fr', tuesdaysAndThursdays, 'Tous les mardis et jeudis jusqu’au 1 mars 2027'],
    ['es', tuesdaysAndThursdays, 'Todos los martes y jueves hasta el 1 de marzo de 2027'],
    ['en', everyOtherMonday, 'Every 2 weeks on Monday, 10 times'],
    ['fr', everyOtherMonday, 'Toutes les 2 semaines le lundi, 10 fois'],
    ['es', everyOtherMonday, 'Cada 2 semanas el lunes, 10 veces'],
    ['en', secondTuesday, 'Every month on the second Tuesday'],
    ['fr', secondTuesday, 'Tous les mois le deuxième mardi'],
    ['es', secondTuesday, 'Todos los meses el segundo martes'],
    ['en', lastFriday, 'Every month on the last Friday'],
    ['fr', lastFriday, 'Tous les mois le dernier vendredi'],
    ['es', lastFriday, 'Todos los meses el último viernes'],
    ['en', { ...fifteenth, interval: '3' }, 'Every 3 months on day 15'],
    ['fr', fifteenth, 'Tous les mois le 15'],
    ['es', fifteenth, 'Todos los meses el día 15'],
    ['en', { frequency: 'daily' }, 'Every day'],
    ['fr', { frequency: 'daily', interval: '3' }, 'Tous les 3 jours'],
    ['es', { frequency: 'daily' }, 'Todos los días'],
    ['en', { frequency: 'yearly' }, 'Every year'],
    ['fr', { frequency: 'yearly', ends: 'count', count: '1' }, 'Tous les ans, une fois'],
    ['es', { frequency: 'yearly', interval: '2' }, 'Cada 2 años'],
    [
      'en',
      { frequency: 'weekly', weekdays: ['SA', 'MO', 'WE'] },
      'Every Monday, Wednesday, and Saturday',
    ],
    ['fr', { frequency: 'weekly', weekdays: ['SU', 'SA'] }, 'Tous les samedis et dimanches'],
    ['es', { frequency: 'weekly', weekdays: ['SU', 'SA'] }, 'Todos los sábados y domingos'],
  ])('%s: %j', (locale, changes, text) => {
    expect(summary(locale, changes)).toBe(text);
  });

  it('leaves out an end the control has not been given yet', () => {
    expect(summary('en', { frequency: 'daily', ends: 'until', until: '' })).toBe('Every day');
  });
});
