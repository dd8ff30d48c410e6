import type { Caller } from './auth/caller';
import type { Db } from './db';
import type { Language } from './i18n/languages';

/** Who writes, in which content language, with which site time zone (every write function takes it). */
export interface WriteContext {
  caller: Caller;
  language: Language;
  siteZone: string;
}

/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
