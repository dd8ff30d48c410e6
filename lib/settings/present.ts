// Settings on the wire (/api/settings): numbers as JSON integers, as the form edits them.
import type { SettingsUpdate, SiteSettings } from './schema';
import type { Settings } from './settings';

export function presentSettings(settings: Settings): SiteSettings {
  return {
    timezone: settings.timezone,
    posts_per_page: Number(settings.posts_per_page),
    default_language: 'en',
    rate_limit_writes_per_minute: Number(settings.rate_limit_writes_per_minute),
    rate_limit_reads_per_minute: Number(settings.rate_limit_reads_per_minute),
    rate_limit_signins_per_15_minutes: Number(settings.rate_limit_signins_per_15_minutes),
    recurrence_horizon_days: Number(settings.recurrence_horizon_days),
    site_name: settings.site_name,
    site_logo: settings.site_logo === '' ? null : Number(settings.site_logo),
    accent_color: settings.accent_color,
    default_view: settings.default_view === 'list' ? 'list' : 'month',
    embed_origins: settings.embed_origins,
  };
}

/** The stored strings of an update, keys left out when not sent; null (no logo) is stored "". */
export function storedSettingsOf(update: SettingsUpdate): Partial<Settings> {
  return Object.fromEntries(
    Object.entries(update)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}
