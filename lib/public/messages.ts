// The public pages' strings, in the page's content language.
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { Language } from '../i18n/languages';

const catalogues = { en, fr, es };

export function publicTranslator(language: Language) {
  return createTranslator({
    locale: language,
    messages: catalogues[language],
    namespace: 'Public',
  });
}

export type PublicTranslator = ReturnType<typeof publicTranslator>;

/** The repeat summary's words ("Every Tuesday…"), which the admin's repeat control shows too. */
export function repeatTranslator(language: Language) {
  return createTranslator({
    locale: language,
    messages: catalogues[language],
    namespace: 'AdminRepeat',
  });
}
