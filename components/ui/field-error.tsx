'use client';

import { useTranslations } from 'next-intl';
import type { FieldError as HookFormFieldError } from 'react-hook-form';

/**
 * Shows a field's error translated under `Validation`: by the code a schema
 * gives as its message (`end_before_start`), else by the zod issue code. A
 * code without words (the API's `rest_invalid_type`) still says the value was
 * refused, not that it is missing.
 */
export function FieldError({ id, error }: { id: string; error?: HookFormFieldError }) {
  const t = useTranslations('Validation');
  if (!error) return null;
  type Key = Parameters<typeof t>[0];
  const key = [error.message, error.type].find((candidate): candidate is Key =>
    Boolean(candidate && t.has(candidate as Key)),
  );
  return (
    <p id={id} className="field-error" role="alert">
      {t(key ?? 'invalid_value')}
    </p>
  );
}
