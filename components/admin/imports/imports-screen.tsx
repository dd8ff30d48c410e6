'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { errorCodeOf } from '@/lib/http/errors';
import { PageHeader } from '../page-header';
import type { CsvType } from '@/lib/imports/csv-columns';
import { CsvMappingForm } from './csv-mapping-form';
import { importFileKind } from './file-kind';
import { ImportList } from './import-list';
import { ImportProgress } from './import-progress';
import {
  importKeys,
  previewCsv,
  useUploadImport,
  type CsvChoice,
  type CsvPreview,
} from './import-queries';
import { ImportUploadForm } from './import-upload-form';

type Step =
  | { name: 'choose' }
  | { name: 'map'; file: File; preview: CsvPreview }
  | { name: 'follow'; id: number };

/**
 * Imports, for administrators and editors (docs/admin.md "Imports"): a file
 * chosen, a CSV file's columns mapped, the import followed to its report;
 * the recent imports below, each report reopened from there.
 */
export function ImportsScreen() {
  const t = useTranslations('AdminImports');
  const client = useQueryClient();
  const upload = useUploadImport();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [isPreviewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string>();

  const send = (file: File, csv?: CsvChoice) => {
    setFailure(undefined);
    upload
      .mutateAsync({ file, csv })
      .then((job) => {
        // The queued job seeds its poll, so its end is seen as it happens (and toasted).
        client.setQueryData(importKeys.job(job.id), job);
        setStep({ name: 'follow', id: job.id });
      })
      .catch((error: unknown) => setFailure(errorCodeOf(error)));
  };
  const preview = (file: File, type?: CsvType) => {
    setFailure(undefined);
    setPreviewing(true);
    previewCsv(file, type)
      .then((read) => setStep({ name: 'map', file, preview: read }))
      .catch((error: unknown) => setFailure(errorCodeOf(error)))
      .finally(() => setPreviewing(false));
  };
  const isBusy = upload.isPending || isPreviewing;
  const restart = () => {
    setFailure(undefined);
    setStep({ name: 'choose' });
  };

  return (
    <section aria-labelledby="imports-title">
      <PageHeader
        id="imports-title"
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          step.name !== 'choose' && (
            <button type="button" onClick={restart}>
              {t('importAnother')}
            </button>
          )
        }
      />
      {step.name === 'choose' && (
        <ImportUploadForm
          isBusy={isBusy}
          failure={failure}
          onSubmit={(file) => (importFileKind(file) === 'csv' ? preview(file) : send(file))}
        />
      )}
      {step.name === 'map' && (
        <CsvMappingForm
          fileName={step.file.name}
          preview={step.preview}
          isBusy={isBusy}
          failure={failure}
          onTypeChange={(type) => preview(step.file, type)}
          onSubmit={(choice) => send(step.file, choice)}
          onCancel={restart}
        />
      )}
      {step.name === 'follow' && <ImportProgress key={step.id} id={step.id} />}
      <ImportList
        shown={step.name === 'follow' ? step.id : undefined}
        onShow={(id) => {
          setFailure(undefined);
          setStep({ name: 'follow', id });
        }}
      />
    </section>
  );
}
