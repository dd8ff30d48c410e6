'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
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
 * the recent imports below, each report reopened from there, or from the
 * address.
 */
export function ImportsScreen() {
  const t = useTranslations('AdminImports');
  const client = useQueryClient();
  const upload = useUploadImport();
  // `?report=12` opens that import's report, as the subscriptions screen links to it.
  const report = Number(useSearchParams().get('report'));
  const [step, setStep] = useState<Step>(() =>
    Number.isSafeInteger(report) && report > 0
      ? { name: 'follow', id: report }
      : { name: 'choose' },
  );
  const [isBusy, setBusy] = useState(false);
  // An upload is queued by the server whether or not its answer is awaited,
  // so none may be overtaken: no other file, and no way back, until it answers.
  const [isUploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Each request the screen waits for, and each file chosen or step left,
  // takes a new number: an answer that comes back under an older one is for
  // a file the editor has moved on from, and is dropped (a late preview of
  // the first file must not replace the second's screen).
  const current = useRef(0);
  const moveOn = () => {
    current.current += 1;
    setBusy(false);
    setFailure(undefined);
    return current.current;
  };
  const ask = <Answer,>(request: Promise<Answer>, onAnswer: (answer: Answer) => void) => {
    const mine = moveOn();
    setBusy(true);
    request
      .then((answer) => mine === current.current && onAnswer(answer))
      .catch((error: unknown) => mine === current.current && setFailure(errorCodeOf(error)))
      .finally(() => mine === current.current && setBusy(false));
  };

  const send = (file: File, csv?: CsvChoice) => {
    setUploading(true);
    const sent = upload.mutateAsync({ file, csv }).finally(() => setUploading(false));
    ask(sent, (job) => {
      // The queued job seeds its poll, so its end is seen as it happens (and toasted).
      client.setQueryData(importKeys.job(job.id), job);
      setStep({ name: 'follow', id: job.id });
    });
  };
  const preview = (file: File, type?: CsvType) =>
    ask(previewCsv(file, type), (read) => setStep({ name: 'map', file, preview: read }));
  const restart = () => {
    moveOn();
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
            <button type="button" disabled={isUploading} onClick={restart}>
              {t('importAnother')}
            </button>
          )
        }
      />
      {step.name === 'choose' && (
        <ImportUploadForm
          isBusy={isBusy}
          isUploading={isUploading}
          failure={failure}
          onChoose={moveOn}
          onSubmit={(file) => (importFileKind(file) === 'csv' ? preview(file) : send(file))}
        />
      )}
      {step.name === 'map' && (
        <CsvMappingForm
          fileName={step.file.name}
          preview={step.preview}
          isBusy={isBusy}
          isUploading={isUploading}
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
          moveOn();
          setStep({ name: 'follow', id });
        }}
      />
    </section>
  );
}
