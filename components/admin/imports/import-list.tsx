'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { importsQuery } from './import-queries';

/** The caller's recent imports (an administrator's: everyone's), each report a click away. */
export function ImportList({ shown, onShow }: { shown?: number; onShow: (id: number) => void }) {
  const t = useTranslations('AdminImports');
  const common = useTranslations('AdminCommon');
  const format = useFormatter();
  const titleId = useId();
  const imports = useQuery(importsQuery);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('recentTitle')}</h2>
      {imports.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : imports.error ? (
        <FormError code={errorCodeOf(imports.error)} />
      ) : imports.data.length === 0 ? (
        <p>{t('noImports')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('format')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('count.created')}</th>
                <th scope="col">{t('count.updated')}</th>
                <th scope="col">{t('count.unchanged')}</th>
                <th scope="col">{t('count.refused')}</th>
                <th scope="col">{common('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {imports.data.map((job) => (
                <tr key={job.id}>
                  <td>
                    {format.dateTime(new Date(job.created_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td>{t(job.format === 'csv' ? 'formats.csv' : 'formats.ical')}</td>
                  <td>
                    {t(`statusName.${job.status as 'queued' | 'running' | 'done' | 'failed'}`)}
                  </td>
                  <td>{job.created}</td>
                  <td>{job.updated}</td>
                  <td>{job.unchanged}</td>
                  <td>{job.refused_count}</td>
                  <td>
                    <button
                      type="button"
                      aria-pressed={job.id === shown}
                      aria-label={t('showReportLabel', { id: job.id })}
                      onClick={() => onShow(job.id)}
                    >
                      {t('showReport')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
