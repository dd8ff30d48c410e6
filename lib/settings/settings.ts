// Site settings (contract.md "Settings keys"). They live in the database, so
// every app node and the CLI see a change from the next request on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { db, writeTransaction } from '../db';

export const settingDefaults = {
  timezone: 'UTC',
  posts_per_page: '1000',
  default_language: 'en',
  rate_limit_writes_per_minute: '600',
  rate_limit_reads_per_minute: '6000',
  rate_limit_signins_per_15_minutes: '10',
} as const;

export type SettingKey = keyof typeof settingDefaults;
export type Settings = Record<SettingKey, string>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefaults, key);
}

// One read of the settings per API request, however many modules ask: the
// next request sees a change, and a list page pays one query, not three.
const requestScope = new AsyncLocalStorage<{ settings?: Promise<Settings> }>();

export function withRequestSettings<T>(work: () => Promise<T>): Promise<T> {
  return requestScope.run({}, work);
}

export function getSettings(): Promise<Settings> {
  const scope = requestScope.getStore();
  return scope ? (scope.settings ??= readSettings()) : readSettings();
}

async function readSettings(): Promise<Settings> {
  const rows = await db.setting.findMany();
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
