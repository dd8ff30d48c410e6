import { singleLine } from '../text/sanitize';
import { contrastWithWhite } from './accent';
import { parseEmbedOrigins } from './embed-origins';
import type { SettingKey } from './settings';

const positiveInteger = /^[1-9]\d*$/;
export const SITE_NAME_MAX_LENGTH = 100;
/** The views /events/ may show (docs/public-pages.md "Views"). */
export const DEFAULT_VIEWS = ['month', 'list'] as const;
/** WCAG 2 AA for text: the accent colours links on a white page. */
export const ACCENT_MIN_CONTRAST = 4.5;

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
    case 'site_name': {
      const name = singleLine(value);
      if (name.length > SITE_NAME_MAX_LENGTH)
        throw new Error(`site_name must be at most ${SITE_NAME_MAX_LENGTH} characters`);
      return name;
    }
    case 'site_logo':
      if (value !== '' && !positiveInteger.test(value))
        throw new Error('site_logo must be the id of an image in the media library, or empty');
      return value;
    case 'accent_color': {
      const color = value.trim().toLowerCase();
      if (!/^#[0-9a-f]{6}$/.test(color))
        throw new Error('accent_color must be a colour written #rrggbb, such as #1d4ed8');
      if (contrastWithWhite(color) < ACCENT_MIN_CONTRAST)
        throw new Error(
          `accent_color must contrast with white at least ${ACCENT_MIN_CONTRAST}:1 (links are written in it); ${color} gives ${contrastWithWhite(color).toFixed(2)}:1`,
        );
      return color;
    }
    case 'default_view':
      if (!(DEFAULT_VIEWS as readonly string[]).includes(value))
        throw new Error(`default_view must be one of ${DEFAULT_VIEWS.join(', ')}`);
      return value;
    case 'embed_origins': {
      const parsed = parseEmbedOrigins(value);
      if ('invalid' in parsed)
        throw new Error(
          `embed_origins must be origins such as https://news.example.org separated by spaces, * for any site, or empty (got ${JSON.stringify(parsed.invalid)})`,
        );
      return parsed.origins;
    }
    default:
      if (!positiveInteger.test(value)) throw new Error(`${key} must be a positive integer`);
      return value;
  }
}
