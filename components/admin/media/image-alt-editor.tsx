'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useErrorText } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { ALT_MAX_LENGTH } from '@/lib/media/schema';
import type { ImageObject } from '@/lib/media/serialize';
import { showToast } from '../shell/toasts';
import { updateImageAltMutation } from '../forms/image-queries';

/**
 * An image's alternative text with its own save button, written at once; not
 * a form of its own, so Enter in the field saves the text and nothing else.
 */
export function ImageAltEditor({
  image,
  name,
}: {
  image: Pick<ImageObject, 'id' | 'alt'>;
  /** The image's file name, which tells one save button from another. */
  name: string;
}) {
  const t = useTranslations('AdminMedia');
  const errorText = useErrorText();
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    updateImageAltMutation({
      onSuccess: () => {
        setProblem(null);
        showToast(t('altSaved', { name }));
      },
      onError: (error) => setProblem(errorText(errorCodeOf(error)) ?? errorText('unknown')),
    }),
  );
  const submit = () => save.mutate({ id: image.id, alt });

  return (
    <div className="alt-editor">
      <label htmlFor={`${id}-alt`}>{t('altLabel')}</label>
      <p id={`${id}-hint`} className="hint">
        {t('altHint', { max: ALT_MAX_LENGTH })}
      </p>
      <div className="alt-editor-row">
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={ALT_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={(change) => setAlt(change.target.value)}
          onKeyDown={(key) => {
            if (key.key !== 'Enter') return;
            key.preventDefault();
            submit();
          }}
        />
        <button
          type="button"
          disabled={save.isPending}
          aria-label={t('altSaveFor', { name })}
          onClick={submit}
        >
          {save.isPending ? t('altSaving') : t('altSave')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </div>
  );
}
