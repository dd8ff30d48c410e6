'use client';

// An event's parent event (docs/admin.md "Parent event"): chosen by typing
// part of its title, and saved at once through the admin's endpoint, since
// the REST save cannot carry it (docs/api.md §3.1 `post_parent`). Unlike the
// password it need not wait for the form's own changes: no event's answer
// holds the parent, so the event is not read again and its ETag stays.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import type { PickerChoice } from '../forms/picker-queries';
import { SearchPickerShape } from '../forms/field-shapes';
import { SearchPicker } from '../forms/lazy-fields';
import { showToast } from '../shell/toasts';
import { eventParentMutation, eventParentQuery } from './event-queries';

export function EventParentField({ id }: { id: number }) {
  const t = useTranslations('AdminEventParent');
  const picker = useTranslations('AdminPicker');
  const hintId = useId();
  const state = useQuery(eventParentQuery(id));
  const save = useMutation(
    eventParentMutation(id, {
      onSuccess: (result) => showToast(result.parent ? t('savedSet') : t('savedRemoved')),
    }),
  );
  // The choice being saved shows at once; a refused one gives way to the stored parent.
  const [choosing, setChoosing] = useState<PickerChoice[]>([]);
  const stored = state.data?.parent;
  const shown: PickerChoice[] = save.isPending
    ? choosing
    : stored
      ? [{ id: stored.id, name: stored.title ?? picker('unavailable', { id: stored.id }) }]
      : [];
  const choose = (chosen: PickerChoice[]) => {
    setChoosing(chosen);
    save.mutate(chosen[0]?.id ?? null);
  };
  const hint = (
    <p id={hintId} className="hint">
      {t('hint')}
    </p>
  );
  return (
    <div className="parent-field">
      {/* Until the stored parent is known, a choice would replace it unseen: the field waits in its place. */}
      {state.isPending ? (
        <>
          <p role="status" className="visually-hidden">
            {t('loading')}
          </p>
          <SearchPickerShape label={t('label')} value={[]}>
            {hint}
          </SearchPickerShape>
        </>
      ) : (
        <SearchPicker
          label={t('label')}
          collection="events"
          value={shown}
          onChange={choose}
          isSingle
          excludedIds={[id]}
          errorId={hintId}
        >
          {hint}
          <FormError code={state.error ? errorCodeOf(state.error) : undefined} />
          <FormError code={save.error ? errorCodeOf(save.error) : undefined} />
        </SearchPicker>
      )}
    </div>
  );
}
