'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { IMPORT_ACCEPT, importFileKind } from './file-kind';

/**
 * The first step: a file picked (the button is a real file input, so the
 * keyboard opens it) or dropped on the zone; a calendar is imported at once,
 * a CSV file goes on to its preview. Another file may be chosen while the
 * last one's preview is read (`onChoose` tells the screen to drop that
 * answer), not while a calendar is imported: the server queues it anyway.
 */
export function ImportUploadForm({
  isBusy,
  isUploading,
  failure,
  onChoose,
  onSubmit,
}: {
  isBusy: boolean;
  isUploading: boolean;
  failure?: string;
  onChoose: () => void;
  onSubmit: (file: File) => void;
}) {
  const t = useTranslations('AdminImports');
  const titleId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File>();
  const [isOver, setOver] = useState(false);
  const [wrongFile, setWrongFile] = useState(false);
  const kind = file ? importFileKind(file) : null;

  const take = (chosen: File | undefined) => {
    if (!chosen || isUploading) return;
    onChoose();
    setWrongFile(importFileKind(chosen) === null);
    setFile(chosen);
  };
  const onDrop = (drop: DragEvent) => {
    drop.preventDefault();
    setOver(false);
    take(drop.dataTransfer.files[0]);
  };

  return (
    <form
      noValidate
      className="editor"
      aria-labelledby={titleId}
      onSubmit={(submit) => {
        submit.preventDefault();
        if (file && kind) onSubmit(file);
        else setWrongFile(true);
      }}
    >
      <h2 id={titleId}>{t('chooseTitle')}</h2>
      <div
        className="drop-zone"
        data-over={isOver || undefined}
        onDragOver={(over) => {
          over.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{t('dropHere')}</p>
        <label className="button" data-disabled={isUploading || undefined}>
          {t('chooseFile')}
          <input
            type="file"
            className="visually-hidden"
            accept={IMPORT_ACCEPT}
            disabled={isUploading}
            aria-describedby={hintId}
            onChange={(change) => {
              take(change.target.files?.[0]);
              change.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="hint">
          {t('fileHint')}
        </p>
      </div>
      {file && (
        <p role="status">
          {isUploading
            ? t('uploading', { name: file.name })
            : t('chosen', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
        </p>
      )}
      {wrongFile && (
        <p className="form-error" role="alert">
          {t('wrongFile')}
        </p>
      )}
      <FormError code={failure} />
      <button type="submit" disabled={isBusy || !file || !kind}>
        {kind === 'csv' ? t('preview') : t('import')}
      </button>
    </form>
  );
}
