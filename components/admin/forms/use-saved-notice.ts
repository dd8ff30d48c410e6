'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '../shell/toasts';

/**
 * Says `savedText` in a toast after a save. A new item moves to its own
 * address (`?saved=1` says it there); an edit stays put and says it at once,
 * so no navigation is left pending that could pull the editor back over a
 * page the user has already moved on to.
 */
export function useSavedNotice(
  collection: string,
  savedText: string,
): {
  onCreated: (saved: { id: number }) => void;
  onEdited: () => void;
} {
  const router = useRouter();
  const cameFromCreate = useSearchParams().get('saved') === '1';
  useEffect(() => {
    if (cameFromCreate) showToast(savedText);
  }, [cameFromCreate, savedText]);
  return {
    onCreated: (saved) => router.replace(`/admin/${collection}/${saved.id}?saved=1`),
    onEdited: () => showToast(savedText),
  };
}
