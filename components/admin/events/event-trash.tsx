'use client';

// Moving the edited event to the trash (docs/api.md §5), and back. A single event is
// asked about as venues and organizers are (ConfirmAction); an occurrence
// of a series asks which of its dates go (docs/recurrence.md `series_scope`).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import type { SeriesScope } from '@/lib/events/schema';
import { useRouter } from '@/lib/i18n/navigation';
import { ConfirmAction } from '../lists/confirm-action';
import { saveEventMutation, trashEventMutation, type EventJson } from './event-queries';
import { SERIES_SCOPES, useSeriesScopeQuestion } from './series-scope-dialog';

export function EventTrash({ event, etag }: { event: EventJson; etag: string | null }) {
  const t = useTranslations('AdminEventForm');
  const router = useRouter();
  const trash = useMutation(trashEventMutation({ id: event.id, etag }));
  const scopeQuestion = useSeriesScopeQuestion();
  const [failure, setFailure] = useState<string | null>(null);
  const trashWith = async (scope?: SeriesScope) => {
    await trash.mutateAsync(scope);
    // The trash list is where a trashed event can be restored.
    router.push('/admin/events?status=trash&deleted=1');
  };
  const askScope = async () => {
    const scope = await scopeQuestion.ask('trash', [...SERIES_SCOPES]);
    if (!scope) return;
    setFailure(null);
    await trashWith(scope).catch((error: unknown) => setFailure(errorCodeOf(error)));
  };
  return (
    <div className="danger-zone">
      {event.series_id === null ? (
        <ConfirmAction
          label={t('trash')}
          title={t('trashTitle')}
          text={t('trashText')}
          confirmLabel={t('trash')}
          onConfirm={() => trashWith()}
        />
      ) : (
        <>
          <button type="button" className="danger" disabled={trash.isPending} onClick={askScope}>
            {t('trash')}
          </button>
          <FormError code={failure ?? undefined} />
          {scopeQuestion.dialog}
        </>
      )}
    </div>
  );
}

/**
 * A trashed event's notice and its way back: an update with a status restores
 * it (docs/api.md §0.3), as a draft as the list's bulk restore does, with the
 * ETag it was read with.
 */
export function EventRestore({
  event,
  etag,
  onRestored,
}: {
  event: EventJson;
  etag: string | null;
  onRestored: () => void;
}) {
  const t = useTranslations('AdminEventForm');
  const common = useTranslations('AdminCommon');
  const restore = useMutation(
    saveEventMutation({ id: event.id, etag }, { onSuccess: () => onRestored() }),
  );
  return (
    <div className="notice">
      <p>{t('inTrash')}</p>
      <button
        type="button"
        disabled={restore.isPending}
        onClick={() => restore.mutate({ status: 'draft' })}
      >
        {common('restore.draft')}
      </button>
      <FormError code={restore.error ? errorCodeOf(restore.error) : undefined} />
    </div>
  );
}
