'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { bulkActionsFor, runBulkAction, type BulkAction } from './bulk-actions';

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
  const queryClient = useQueryClient();
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
    setProgress({ done: 0, total: ids.length });
    const failed = await runBulkAction(action, ids, (done) =>
      setProgress({ done, total: ids.length }),
    );
    setProgress({ done: ids.length, total: ids.length, failed: failed.length });
    await queryClient.invalidateQueries({ queryKey: ['events'] });
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
