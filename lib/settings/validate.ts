import type { SettingKey } from './settings';

const positiveInteger = /^[1-9]\d*$/;

/** The canonical value to store, or an Error naming what is wrong. */
export function validateSetting(key: SettingKey, value: string): string {
  switch (key) {
    case 'timezone':
      try {
        // Intl matches names case-insensitively and answers the canonical spelling.
        return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
      } catch {
        throw new Error(
          `timezone must be an IANA time zone name such as Europe/Paris (got ${JSON.stringify(value)})`,
        );
      }
    case 'default_language':
      if (value !== 'en') throw new Error('default_language must be en');
      return value;
    case 'recurrence_horizon_days':
      if (!positiveInteger.test(value) || Number(value) > 3650)
        throw new Error('recurrence_horizon_days must be a whole number of days from 1 to 3650');
      return value;
    default:
      if (!positiveInteger.test(value)) throw new Error(`${key} must be a positive integer`);
      return value;
  }
}
