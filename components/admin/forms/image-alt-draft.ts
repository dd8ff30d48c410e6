'use client';

// The alternative text typed in an editor's image field (docs/admin.md
// "Media"). It is written after the item's own save, not at once: a new alt
// text changes the item's answer and so its ETag, and the save's If-Match
// must still name the item as the editor read it.
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useErrorText } from '@/components/ui/form-error';
import { updateImageAlt } from '@/lib/client/api-client';
import { errorCodeOf } from '@/lib/http/errors';
import { showToast } from '../shell/toasts';

export interface ImageAltDraft {
  id: number;
  alt: string;
}

export function useImageAltDraft(onFailure: (error: unknown) => void) {
  const draft = useRef<ImageAltDraft | null>(null);
  return {
    /** The image field's report: the text typed for its image, or null when unchanged. */
    change: (next: ImageAltDraft | null) => {
      draft.current = next;
    },
    /**
     * Writes the typed alt text, once the item is saved. A refused one (an
     * author's on someone else's image) is reported; the item's save stands.
     */
    save: async (): Promise<void> => {
      const typed = draft.current;
      if (!typed) return;
      try {
        await updateImageAlt(typed);
        draft.current = null;
      } catch (error) {
        onFailure(error);
      }
    },
  };
}

/** Says, in a toast, that the item was saved but its image's alt text was refused, and why. */
export function useAltFailureToast(): (error: unknown) => void {
  const t = useTranslations('AdminImage');
  const errorText = useErrorText();
  return (error) =>
    showToast(
      t('altNotSaved', { reason: errorText(errorCodeOf(error)) ?? errorText('unknown') ?? '' }),
      'error',
    );
}
