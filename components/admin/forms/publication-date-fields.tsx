'use client';

// "Publish on": the publication date and time in the site's time zone
// (publication-date.ts), with a scheduled item's date said above them.
import { useFormatter, useTranslations } from 'next-intl';
import type { FieldError as HookFormFieldError } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { DateField, TimeField } from './lazy-fields';
import type { PublicationDate } from './publication-date';

type Part = 'publishDate' | 'publishTime';

export function PublicationDateFields({
  idPrefix,
  values,
  onChange,
  errors,
  siteZone,
  scheduledAt,
  isReadOnly,
}: {
  idPrefix: string;
  values: Pick<PublicationDate, Part>;
  onChange: (part: Part, value: string) => void;
  errors: Partial<Record<Part, HookFormFieldError>>;
  /** The zone the API reads `date` in (docs/api.md §4.1). */
  siteZone: string;
  /** The stored `date` of an item whose status is `future`. */
  scheduledAt?: string;
  isReadOnly?: boolean;
}) {
  const t = useTranslations('AdminPublication');
  const format = useFormatter();
  const hintId = `${idPrefix}-publish-hint`;
  const part = (name: Part) => {
    const errorId = `${idPrefix}-${name}-error`;
    const Input = name === 'publishDate' ? DateField : TimeField;
    return (
      <Input
        id={`${idPrefix}-${name}`}
        label={t(name)}
        value={values[name]}
        onChange={(value) => onChange(name, value)}
        isInvalid={Boolean(errors[name])}
        isReadOnly={isReadOnly}
        describedBy={errors[name] ? `${errorId} ${hintId}` : hintId}
      >
        <FieldError id={errorId} error={errors[name]} />
      </Input>
    );
  };
  return (
    <div className="publication-date">
      {scheduledAt && (
        <p className="notice" role="status">
          {t('scheduled', {
            // A wall time in the site's zone, shown with its digits as they are.
            date: format.dateTime(wallTimeAsDate(scheduledAt), {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: 'UTC',
            }),
            zone: siteZone,
          })}
        </p>
      )}
      <div className="row">
        {part('publishDate')}
        {part('publishTime')}
      </div>
      <p id={hintId} className="hint">
        {t('hint', { zone: siteZone })}
      </p>
    </div>
  );
}
