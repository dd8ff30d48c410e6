'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import type { CsvType } from '@/lib/imports/csv-columns';
import {
  CSV_TYPE_CHOICES,
  DO_NOT_IMPORT,
  mappingFor,
  mappingToSend,
  missingColumns,
  repeatNumbers,
  repeatedColumns,
} from './csv-mapping';
import type { CsvChoice, CsvPreview } from './import-queries';

/**
 * A CSV file's second step: what it holds, its first rows, and for each of
 * its columns the server's column it fills (the server's suggestion first);
 * changing the type asks the server again for its columns and suggestions.
 */
export function CsvMappingForm({
  fileName,
  preview,
  isBusy,
  isUploading,
  failure,
  onTypeChange,
  onSubmit,
  onCancel,
}: {
  fileName: string;
  preview: CsvPreview;
  isBusy: boolean;
  /** The import is being sent: it is queued whatever happens, so it cannot be left. */
  isUploading: boolean;
  failure?: string;
  onTypeChange: (type: CsvType) => void;
  onSubmit: (choice: CsvChoice) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminImports');
  const titleId = useId();
  const tableId = useId();
  const problemsId = useId();
  const suggested = (read: CsvPreview) => mappingFor(read.headings, read.targets);
  const [mapping, setMapping] = useState(() => suggested(preview));
  // A new preview (another type) brings its own columns and suggestions.
  const [shownPreview, setShownPreview] = useState(preview);
  if (shownPreview !== preview) {
    setShownPreview(preview);
    setMapping(suggested(preview));
  }
  const repeated = repeatedColumns(mapping);
  const missing = missingColumns(mapping, preview.required);
  const isReady = repeated.length === 0 && missing.length === 0;
  // A heading the file repeats is shown with its column's number, so each can be mapped apart.
  const numbers = repeatNumbers(preview.headings.map(({ heading }) => heading));
  const labels = preview.headings.map(({ heading }, index) => {
    const number = numbers[index];
    return number ? t('headingAt', { heading, number }) : heading;
  });

  return (
    <form
      noValidate
      className="editor csv-mapping"
      aria-labelledby={titleId}
      onSubmit={(submit) => {
        submit.preventDefault();
        if (isReady) onSubmit({ type: preview.type, mapping: mappingToSend(mapping) });
      }}
    >
      <h2 id={titleId}>{t('mappingTitle', { name: fileName })}</h2>
      <div className="field">
        <label htmlFor={`${titleId}-type`}>{t('type')}</label>
        <select
          id={`${titleId}-type`}
          value={preview.type}
          disabled={isBusy}
          onChange={(change) => onTypeChange(change.target.value as CsvType)}
        >
          {CSV_TYPE_CHOICES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <p id={tableId}>{t('rowsShown', { shown: preview.rows.length, total: preview.total })}</p>
      <div className="table-scroll">
        <table className="data-table csv-preview" aria-describedby={tableId}>
          <thead>
            <tr>
              {labels.map((label, index) => (
                <th key={index} scope="col">
                  {label}
                </th>
              ))}
            </tr>
            <tr className="csv-targets">
              {labels.map((label, index) => (
                <td key={index}>
                  <select
                    aria-label={t('targetOf', { header: label })}
                    value={mapping[index] ?? DO_NOT_IMPORT}
                    disabled={isBusy}
                    onChange={(change) =>
                      setMapping(
                        mapping.map((column, at) => (at === index ? change.target.value : column)),
                      )
                    }
                  >
                    <option value={DO_NOT_IMPORT}>{t('doNotImport')}</option>
                    {preview.targets.map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {labels.map((_, index) => (
                  // A long cell is cut to one line; its whole text stays in the tooltip.
                  <td key={index} title={row[index] || undefined}>
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id={problemsId}>
        {missing.length > 0 && (
          <p className="form-error" role="alert">
            {t('missingColumns', { count: missing.length, columns: missing.join(', ') })}
          </p>
        )}
        {repeated.length > 0 && (
          <p className="form-error" role="alert">
            {t('repeatedColumns', { columns: repeated.join(', ') })}
          </p>
        )}
      </div>
      <FormError code={failure} />
      <div className="actions">
        <button
          type="submit"
          disabled={isBusy || !isReady}
          aria-describedby={isReady ? undefined : problemsId}
        >
          {t('import')}
        </button>{' '}
        <button type="button" className="quiet" disabled={isUploading} onClick={onCancel}>
          {t('chooseAnother')}
        </button>
      </div>
    </form>
  );
}
