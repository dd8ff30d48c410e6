'use client';

// Copies an item's French and Spanish texts onto its copy (docs/admin.md
// "Duplicating"), through the same writes as the translation editor (§9).
import { api } from '@/lib/client/api-client';
import { TRANSLATIONS, type MissingTranslations } from '@/lib/posts/missing-translations';
import { withoutParagraphs } from '../forms/form-text';

/** A translatable field by its wire name; plain ones are written without the paragraphs a read adds. */
export interface CopiedText {
  name: string;
  isPlain?: boolean;
}

/**
 * Reads each language with `translation_status`, which names the fields
 * lacking it, so that only real translations are written: a field that
 * falls back to English is left untranslated on the copy as well. Whether
 * every language was copied: the copy exists by then, so a failure here is
 * told (lists/duplicate-button.tsx), never thrown, lest a retry make a second copy.
 */
export async function copyTranslations(
  collection: string,
  fromId: number,
  toId: number,
  fields: CopiedText[],
): Promise<boolean> {
  try {
    await writeTranslations(collection, fromId, toId, fields);
    return true;
  } catch {
    return false;
  }
}

async function writeTranslations(
  collection: string,
  fromId: number,
  toId: number,
  fields: CopiedText[],
): Promise<void> {
  for (const language of TRANSLATIONS) {
    const read = await api.get<Record<string, unknown>>(
      `/${collection}/${fromId}?translation_language=${language}&translation_status=1`,
    );
    const missing = (read.missing_translations as MissingTranslations | undefined)?.[language];
    const texts = fields.flatMap(({ name, isPlain }) => {
      const text = read[name];
      if (typeof text !== 'string' || text === '' || missing?.includes(name)) return [];
      return [[name, isPlain ? withoutParagraphs(text) : text] as const];
    });
    if (texts.length > 0)
      await api.patch(
        `/${collection}/${toId}?translation_language=${language}`,
        Object.fromEntries(texts),
      );
  }
}
