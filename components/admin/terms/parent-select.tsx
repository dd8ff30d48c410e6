'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { subtreeIds, treeRows } from './category-tree';
import { allCategoriesQuery } from './term-queries';

/**
 * The parent of a category: any other category but those below it (docs/api.md §4.6),
 * indented as in the list. The select appears once its options are known, so
 * that it takes the stored value when it mounts.
 */
export function ParentSelect({ selfId, ...props }: { selfId?: number } & ComponentProps<'select'>) {
  const t = useTranslations('AdminCategories');
  const categories = useQuery(allCategoriesQuery());
  if (!categories.data) return <p role="status">{t('loading')}</p>;
  const excluded = selfId ? subtreeIds(categories.data, selfId) : new Set<number>();
  return (
    <select {...props}>
      <option value="0">{t('noParent')}</option>
      {treeRows(categories.data)
        .filter(({ term }) => !excluded.has(term.id))
        .map(({ term, depth }) => (
          <option key={term.id} value={String(term.id)}>
            {`${'— '.repeat(depth)}${term.name}`}
          </option>
        ))}
    </select>
  );
}
