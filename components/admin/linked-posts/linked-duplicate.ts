'use client';

// Duplicating a venue or organizer (docs/admin.md "Duplicating"): a new
// draft with the original's fields, made through its REST route.
import { api } from '@/lib/client/api-client';
import { publicationDateValues } from '../forms/publication-date';
import { bodyOf, valuesOf, type Item } from '../resource-kind';
import type { Duplicated } from '../lists/duplicate-button';
import { copyTranslations } from '../translations/copy-translations';
import type { LinkedKind } from './linked-kinds';

/** The create body for a copy: every field the editor writes, as a draft named with `suffix`, without slug or publication date. */
export function linkedCopyBody(kind: LinkedKind, item: Item, suffix: string) {
  const values = valuesOf(kind, item);
  return bodyOf(kind, {
    ...values,
    [kind.nameKey]: `${String(values[kind.nameKey])}${suffix}`,
    status: 'draft',
    ...publicationDateValues(undefined),
  });
}

/** Makes the copy, then its French and Spanish name and description. */
export async function duplicateLinkedPost(
  kind: LinkedKind,
  id: number,
  suffix: string,
): Promise<Duplicated> {
  const item = await api.get<Item>(`/${kind.collection}/${id}`);
  const copy = await api.post<Item>(`/${kind.collection}`, linkedCopyBody(kind, item, suffix));
  const hasTranslations = await copyTranslations(kind.collection, id, copy.id, [
    { name: kind.nameKey },
    { name: 'description' },
  ]);
  return { id: copy.id, hasTranslations };
}
