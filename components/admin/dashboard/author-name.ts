'use client';

import { useTranslations } from 'next-intl';

/**
 * Who an item's `author` is, in words. The REST representations carry the
 * author's id only (docs/api.md §1.1), and no "last changed by": the
 * dashboard names the signed-in user "you" and others by their id.
 */
export function useAuthorName(userId: number): (author: string | undefined) => string {
  const t = useTranslations('AdminDashboard');
  return (author) => (author === String(userId) ? t('you') : t('user', { id: author ?? '0' }));
}
