'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { FormError, useErrorText } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { showToast } from '../shell/toasts';
import { importJobQuery, importKeys, type ImportJobJson } from './import-queries';

type Status = 'queued' | 'running' | 'done' | 'failed';
const isRunning = (status: Status) => status === 'queued' || status === 'running';

/**
 * One import followed while the server works on it, then its report. The
 * end is said in a toast only when it happened while shown, not when an old
 * report is opened from the list.
 */
export function ImportProgress({ id }: { id: number }) {
  const t = useTranslations('AdminImports');
  const titleId = useId();
  const client = useQueryClient();
  const job = useQuery(importJobQuery(id));
  const status = job.data?.status as Status | undefined;
  const seenRunning = useRef(false);
  useEffect(() => {
    if (!status || !job.data) return;
    if (isRunning(status)) {
      seenRunning.current = true;
      return;
    }
    if (!seenRunning.current) return;
    seenRunning.current = false;
    void client.invalidateQueries({ queryKey: importKeys.imports, exact: true });
    if (status === 'done')
      showToast(t('finishedToast', { created: job.data.created, refused: job.data.refused_count }));
    else showToast(t('failedToast'), 'error');
  }, [status, job.data, client, t]);

  return (
    <section aria-labelledby={titleId} className="import-progress">
      <h2 id={titleId}>{t('jobTitle', { id })}</h2>
      {job.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : job.error ? (
        <FormError code={errorCodeOf(job.error)} />
      ) : (
        <JobState job={job.data} />
      )}
    </section>
  );
}

function JobState({ job }: { job: ImportJobJson }) {
  const t = useTranslations('AdminImports');
  const status = job.status as Status;
  return (
    <>
      <progress
        aria-label={t('progressLabel')}
        max={Math.max(job.total, 1)}
        // Waiting for a runner: no value, so the bar says "not started" rather than 0 %.
        value={status === 'queued' ? undefined : status === 'done' ? job.total : job.processed}
      />
      <p role="status">
        {t(`statusLine.${status}`, { processed: job.processed, total: job.total })}
      </p>
      {status === 'done' && <ImportReport job={job} />}
    </>
  );
}

function ImportReport({ job }: { job: ImportJobJson }) {
  const t = useTranslations('AdminImports');
  const errorText = useErrorText();
  const refusedId = useId();
  // The API's reasons are English; the import's own codes have words in every language.
  const reasonOf = (code: string, reason: string) =>
    (code.startsWith('import-') ? errorText(code) : null) ?? reason;
  return (
    <>
      <dl className="import-counts">
        {(['created', 'updated', 'unchanged'] as const).map((count) => (
          <div key={count}>
            <dt>{t(`count.${count}`)}</dt>
            <dd>{job[count]}</dd>
          </div>
        ))}
        {/* Only a subscription's feed trashes what left it; an upload never does. */}
        {job.trashed > 0 && (
          <div>
            <dt>{t('count.trashed')}</dt>
            <dd>{job.trashed}</dd>
          </div>
        )}
        <div>
          <dt>{t('count.refused')}</dt>
          <dd>{job.refused_count}</dd>
        </div>
      </dl>
      {job.refused.length > 0 && (
        <>
          <h3 id={refusedId}>{t('refusedTitle')}</h3>
          {/* The server keeps the first of a long list (docs/import.md "The API"). */}
          {job.refused_count > job.refused.length && (
            <p>{t('refusedShown', { shown: job.refused.length, count: job.refused_count })}</p>
          )}
          <div className="table-scroll">
            <table className="data-table" aria-labelledby={refusedId}>
              <thead>
                <tr>
                  <th scope="col">{t('line')}</th>
                  <th scope="col">{t('uid')}</th>
                  <th scope="col">{t('reason')}</th>
                </tr>
              </thead>
              <tbody>
                {job.refused.map((refusal, index) => (
                  <tr key={index}>
                    <td>{refusal.line}</td>
                    <td>{refusal.uid ?? '—'}</td>
                    <td>{reasonOf(refusal.code, refusal.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
