'use client';

// An event's password (docs/admin.md "Password-protected events"): set,
// changed or removed at once through the admin's endpoint, since the REST
// save cannot carry it (docs/api.md §1.10). It sits inside the editor's form
// among the publishing fields, so its buttons are plain buttons and Enter in
// its input protects rather than saving the event. A new password changes
// the event's answer (and ETag), which is read again; so it waits until the
// form's own changes are saved, lest they be lost or refused as stale.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { EVENT_PASSWORD_MAX_LENGTH } from '@/lib/events/password-limits';
import { showToast } from '../shell/toasts';
import { eventPasswordMutation, eventPasswordQuery } from './event-queries';

export function EventPasswordField({
  id,
  hasUnsavedChanges,
}: {
  id: number;
  hasUnsavedChanges: boolean;
}) {
  const t = useTranslations('AdminEventPassword');
  const inputId = useId();
  const state = useQuery(eventPasswordQuery(id));
  const [typed, setTyped] = useState('');
  const [isMissing, setMissing] = useState(false);
  const save = useMutation(
    eventPasswordMutation(id, {
      onSuccess: (result) => {
        // The password is never shown again, not even to the one who typed it.
        setTyped('');
        showToast(result.protected ? t('savedSet') : t('savedRemoved'));
      },
    }),
  );
  const isProtected = state.data?.protected === true;
  const isBlocked = save.isPending || hasUnsavedChanges;
  const protect = () => {
    setMissing(typed === '');
    if (typed !== '') save.mutate(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!isBlocked) protect();
  };
  const describedBy = [`${inputId}-state`, `${inputId}-hint`, isMissing && `${inputId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="password-field">
      <legend>{t('legend')}</legend>
      {state.isError ? (
        <FormError code={errorCodeOf(state.error)} />
      ) : (
        <p id={`${inputId}-state`} className="hint" role="status">
          {state.isPending ? t('loading') : isProtected ? t('protected') : t('unprotected')}
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId}>{t('newPassword')}</label>
        <input
          id={inputId}
          // Shown as typed, as readers will type it; a login's password manager has no business here.
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={EVENT_PASSWORD_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={isMissing || undefined}
        />
        <p id={`${inputId}-hint`} className="hint">
          {hasUnsavedChanges ? t('saveFirst') : t('setHint')}
        </p>
        {isMissing && (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {t('required')}
          </p>
        )}
      </div>
      <div className="password-actions">
        <button type="button" onClick={protect} disabled={isBlocked || state.isPending}>
          {isProtected ? t('change') : t('set')}
        </button>
        {isProtected && (
          <button type="button" onClick={() => save.mutate(null)} disabled={isBlocked}>
            {t('remove')}
          </button>
        )}
      </div>
      <FormError code={save.error ? errorCodeOf(save.error) : undefined} />
    </fieldset>
  );
}
