import { defineRouting } from 'next-intl/routing';
import { languages } from './languages';

export const routing = defineRouting({
  locales: languages,
  defaultLocale: 'en',
});

export type Locale = (typeof routing.locales)[number];
