'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import {
  CSV_COLUMNS,
  CSV_TYPES,
  DO_NOT_IMPORT,
  mappingFor,
  mappingToSend,
  repeatedColumns,
  type CsvType,
} from './csv-columns';
import type { CsvChoice, CsvPreview } from './import-queries';

/**
 * A CSV file's second step: what it holds, its first rows, and for each of
 * its columns the column of The Events Calendar it fills, as the server
 * suggested; changing the type asks the server again for its suggestions.
 */
export function CsvMappingForm({
  fileName,
  preview,
  isBusy,
  failure,
  onTypeChange,
  onSubmit,
  onCancel,
}: {
  fileName: string;
  preview: CsvPreview;
  isBusy: boolean;
  failure?: string;
  onTypeChange: (type: CsvType) => void;
  onSubmit: (choice: CsvChoice) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AdminImports');
  const titleId = useId();
  const tableId = useId();
  const [mapping, setMapping] = useState(() =>
    mappingFor(preview.type, preview.columns, preview.mapping),
  );
  // A new preview (another type) brings its own suggestions.
  const [shownPreview, setShownPreview] = useState(preview);
  if (shownPreview !== preview) {
    setShownPreview(preview);
    setMapping(mappingFor(preview.type, preview.columns, preview.mapping));
  }
  const repeated = repeatedColumns(mapping);
  const isEmpty = Object.keys(mappingToSend(mapping)).length === 0;

  return (
    <form
      noValidate
      className="editor"
      aria-labelledby={titleId}
      onSubmit={(submit) => {
        submit.preventDefault();
        if (repeated.length === 0 && !isEmpty)
          onSubmit({ type: preview.type, mapping: mappingToSend(mapping) });
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
          {CSV_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <p id={tableId}>{t('rowsShown', { shown: preview.rows.length, total: preview.total })}</p>
      <div className="table-scroll">
        <table className="data-table" aria-describedby={tableId}>
          <thead>
            <tr>
              {preview.columns.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
            <tr>
              {preview.columns.map((header, index) => (
                <td key={index}>
                  <select
                    aria-label={t('targetOf', { header })}
                    value={mapping[header] ?? DO_NOT_IMPORT}
                    onChange={(change) => setMapping({ ...mapping, [header]: change.target.value })}
                  >
                    <option value={DO_NOT_IMPORT}>{t('doNotImport')}</option>
                    {CSV_COLUMNS[preview.type].map((column) => (
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
                {preview.columns.map((_, index) => (
                  <td key={index}>{row[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {repeated.length > 0 && (
        <p className="form-error" role="alert">
          {t('repeatedColumns', { columns: repeated.join(', ') })}
        </p>
      )}
      {isEmpty && (
        <p className="form-error" role="alert">
          {t('nothingMapped')}
        </p>
      )}
      <FormError code={failure} />
      <div className="actions">
        <button type="submit" disabled={isBusy || repeated.length > 0 || isEmpty}>
          {t('import')}
        </button>{' '}
        <button type="button" className="quiet" onClick={onCancel}>
          {t('chooseAnother')}
        </button>
      </div>
    </form>
  );
}
