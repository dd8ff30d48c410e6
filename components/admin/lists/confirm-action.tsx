'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';

/**
 * A button that asks before doing something that cannot simply be undone.
 * The question is a native modal <dialog>: showModal() makes the rest of the
 * page inert and Escape closes it; focus starts on Cancel, the safe choice,
 * and goes back to the button when the dialog closes, or to the main
 * content when the action took the button away (a row deleted for good).
 */
const focusMain = () => document.getElementById('main')?.focus();

export function ConfirmAction({
  label,
  accessibleLabel,
  title,
  text,
  confirmLabel,
  onConfirm,
  removesButton = false,
}: {
  label: string;
  /** The button's name when its words alone would not tell it apart (one per table row). */
  accessibleLabel?: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** A rejection is shown inside the dialog, by its API code. */
  onConfirm: () => Promise<void>;
  /** Done, the action removes this button with its row: focus must not be left on nothing. */
  removesButton?: boolean;
}) {
  const t = useTranslations('AdminCommon');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isDone = useRef(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      isDone.current = true;
      dialog.current?.close();
      // The refetch may already have taken the row, this dialog with it, so no close event comes.
      if (removesButton) focusMain();
    } catch (error) {
      setFailure(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="danger"
        aria-label={accessibleLabel}
        onClick={() => {
          dialog.current?.showModal();
          cancel.current?.focus();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="confirm"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={() => {
          setFailure(null);
          if (removesButton && isDone.current) focusMain();
          else opener.current?.focus();
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <FormError code={failure ?? undefined} />
        <div className="actions">
          <button ref={cancel} type="button" onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </button>
          <button type="button" className="danger" disabled={isBusy} onClick={confirm}>
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
