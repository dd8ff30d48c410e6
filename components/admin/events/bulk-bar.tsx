'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { bulkActionsFor, type BulkAction } from './bulk-actions';
import { bulkEventMutation } from './event-queries';

interface Progress {
  done: number;
  total: number;
  failed?: number;
}

/** Applies one action to the selected events, showing how far it has got. */
export function BulkBar({
  selected,
  status,
  canPublish,
  onDone,
}: {
  selected: number[];
  status: string;
  canPublish: boolean;
  onDone: () => void;
}) {
  const t = useTranslations('AdminEvents');
  const id = useId();
  const bulk = useMutation(bulkEventMutation());
  const actions = bulkActionsFor(status, canPublish);
  const [picked, setAction] = useState<BulkAction>(actions[0]!);
  // The list shown may change under the bar (the trash offers only restore).
  const action = actions.includes(picked) ? picked : actions[0]!;
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = progress !== null && progress.failed === undefined;

  const apply = async () => {
    const ids = [...selected];
    if (action === 'purge' && !window.confirm(t('bulk.confirmPurge', { count: ids.length }))) {
      return;
    }
    const total = ids.length;
    setProgress({ done: 0, total });
    // The outcome is said as the last event is done, before the list is read again.
    await bulk.mutateAsync({
      action,
      ids,
      onProgress: (done, failed) =>
        setProgress({ done, total, failed: done === total ? failed.length : undefined }),
    });
    onDone();
  };

  return (
    <div className="bulk-bar" role="group" aria-label={t('bulk.label')}>
      <label htmlFor={`${id}-action`}>{t('bulk.action')}</label>
      <select
        id={`${id}-action`}
        value={action}
        onChange={(event) => setAction(event.target.value as BulkAction)}
      >
        {actions.map((choice) => (
          <option key={choice} value={choice}>
            {t(`bulk.${choice}`)}
          </option>
        ))}
      </select>
      <button type="button" disabled={selected.length === 0 || running} onClick={apply}>
        {t('bulk.apply', { count: selected.length })}
      </button>
      {progress && (
        <span role="status" aria-live="polite">
          {progress.failed === undefined
            ? t('bulk.progress', { done: progress.done, total: progress.total })
            : progress.failed === 0
              ? t('bulk.done', { count: progress.total })
              : t('bulk.failed', { count: progress.failed })}
        </span>
      )}
    </div>
  );
}
