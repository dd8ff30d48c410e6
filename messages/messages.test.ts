import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  const source = keysOf(en).sort();
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s has exactly the keys of en', (_, messages) => {
    expect(keysOf(messages).sort()).toEqual(source);
  });
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s leaves no message empty', (_, messages) => {
    const empty = keysOf(messages).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
  // Messages spelled alike in both languages, by key: a new message left as
  // in en.json fails even when its word is one of these.
  const sameAsEnglish: Record<string, string[]> = {
    fr: [
      'Admin.title',
      'AdminEventForm.description',
      'AdminEventForm.image',
      'AdminCommon.paging',
      'AdminCommon.actions',
      'AdminVenues.field.description',
      'AdminVenues.field.province',
      'AdminVenues.field.image',
      'AdminOrganizers.field.description',
      'AdminOrganizers.field.image',
      'AdminCategories.field.description',
      'AdminTags.field.description',
      'Public.mainNav',
      'Public.pagination',
      'Public.type',
      'Public.description',
      'AdminUsers.actions',
      'AdminTokens.actions',
      'Admin.menu',
      'Admin.group.administration',
      'Admin.notifications',
      'AdminMedia.size',
      'Keyboard.key.control',
      // "Webhook" is the word French documentation uses.
      'Admin.section.webhooks',
      'AdminWebhooks.title',
      'AdminWebhooks.description',
      'AdminWebhooks.actions',
      // An iCalendar UID, and the names of file formats, are the same words everywhere.
      'AdminImports.uid',
      'AdminImports.formats.ical',
      'AdminImports.formats.csv',
      // French writes these two as English does.
      'AdminImports.date',
      'AdminImports.format',
      'AdminSettings.site_logo',
    ],
    // Spanish keyboards print Ctrl too; "webhook" is the word Spanish documentation uses.
    es: [
      'Roles.editor',
      'Keyboard.key.control',
      'Admin.section.webhooks',
      'AdminWebhooks.title',
      'AdminImports.uid',
      'AdminImports.formats.ical',
      'AdminImports.formats.csv',
      // Google's own name for its calendar in Spanish.
      'Public.googleCalendar',
    ],
  };
  const ownNames = ['English', 'Français', 'Español'];
  const valueOf = (messages: object, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s translates every message of words', (language, messages) => {
    const untranslated = keysOf(messages).filter((key) => {
      const value = valueOf(messages, key);
      return (
        value === valueOf(en, key) &&
        /[A-Za-z]{3}/.test(String(value)) &&
        !ownNames.includes(String(value)) &&
        !sameAsEnglish[language]!.includes(key)
      );
    });
    expect(untranslated).toEqual([]);
  });
  it.each(['en', 'fr', 'es'])(
    '%s names no key twice in one object (JSON.parse would keep only the last)',
    (language) => {
      const lines = readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8').split(
        '\n',
      );
      const keysAtDepth: Set<string>[] = [new Set()];
      const repeated: string[] = [];
      for (const line of lines) {
        const match = /^( *)"([^"]+)": (\{?)/.exec(line);
        if (!match) continue;
        const depth = match[1]!.length / 2 - 1;
        const keys = keysAtDepth[depth]!;
        if (keys.has(match[2]!)) repeated.push(match[2]!);
        keys.add(match[2]!);
        if (match[3]) keysAtDepth[depth + 1] = new Set();
      }
      expect(repeated).toEqual([]);
    },
  );
});
