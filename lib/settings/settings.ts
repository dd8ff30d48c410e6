// Site settings (docs/operations.md, "Settings"). They live in the database, so
// every app node and the CLI see a change from the next request on.
import { db, readCommitted, writeTransaction } from '../db';
import { keptByStamp } from '../kept-by-stamp';
import { contentStamp, oncePerRequest } from '../request-scope';

export const settingDefaults = {
  timezone: 'UTC',
  posts_per_page: '1000',
  default_language: 'en',
  rate_limit_writes_per_minute: '600',
  rate_limit_reads_per_minute: '6000',
  rate_limit_signins_per_15_minutes: '10',
  // How far ahead a repeating rule without an end has its occurrences (docs/recurrence.md).
  recurrence_horizon_days: '730',
  // The public pages' look (docs/public-pages.md "Site"): "" names the site in
  // each page's language ("Events Calendar", "Calendrier des événements"…).
  site_name: '',
  /** A media id, "" for none. */
  site_logo: '',
  accent_color: '#1d4ed8',
  /** What /events/ shows (docs/public-pages.md "Views"): the month, as The Events Calendar's does, or the list. */
  default_view: 'month',
  // The sites that may show the calendar in an <iframe> (docs/public-pages.md
  // "Embedding"): origins separated by a space, "*" for any, "" for none.
  embed_origins: '',
} as const;

export type SettingKey = keyof typeof settingDefaults;
export type Settings = Record<SettingKey, string>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefaults, key);
}

// Settings move the content stamp (a trigger), so a node keeps them while the
// stamp holds: a request pays the stamp read it shares with the answer cache,
// not a settings query.
const keptSettings = keptByStamp(contentStamp, readSettings);

/** The settings as of the request's content stamp (read once per request). */
export function getSettings(): Promise<Settings> {
  return oncePerRequest('settings', keptSettings);
}

/** The settings kept at content stamp `stamp`, if this node has them: without waiting (the front door's replays). */
export const settingsKeptAt = (stamp: bigint): Settings | undefined => keptSettings.settled(stamp);

// Through the driver, as committed: every write moves the content stamp, so
// the next request reads the settings again, and Prisma's own work per query
// was most of that read's cost (docs/performance.md "Writes").
async function readSettings(): Promise<Settings> {
  const rows = await readCommitted<{ key: string; value: string }>(
    (table) => `SELECT "key", "value" FROM ${table('settings')}`,
  );
  const settings: Settings = { ...settingDefaults };
  for (const row of rows) if (isSettingKey(row.key)) settings[row.key] = row.value;
  return settings;
}

export async function setSetting(key: SettingKey, value: string): Promise<void> {
  await db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
}

/** Several settings at once, all or none. */
export async function setSettings(values: Partial<Settings>): Promise<void> {
  await writeTransaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      await tx.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
    }
  });
}
