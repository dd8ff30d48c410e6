'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
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
  /**
   * The item was just made as a copy of another (lists/duplicate-button.tsx),
   * with its translations or without them (their copy failed).
   */
  duplicated?: 'copy' | 'untranslated';
  onCreated: (saved: { id: number }) => void;
  onEdited: () => void;
} {
  const router = useRouter();
  const params = useSearchParams();
  const cameFromCreate = params.get('saved') === '1';
  const [isEdited, setEdited] = useState(false);
  const copied = params.get('duplicated');
  useEffect(() => {
    if (!cameFromCreate) return;
    showToast(savedText);
    // Said once: a reload, Back or another language must not say it again.
    const address = new URL(window.location.href);
    address.searchParams.delete('saved');
    window.history.replaceState(window.history.state, '', address);
  }, [cameFromCreate, savedText]);
  return {
    // An edit after the copy says it saved, not that it copied.
    duplicated:
      isEdited || copied === null ? undefined : copied === 'untranslated' ? 'untranslated' : 'copy',
    onCreated: (saved) => router.replace(`/admin/${collection}/${saved.id}?saved=1`),
    onEdited: () => {
      setEdited(true);
      showToast(savedText);
    },
  };
}
