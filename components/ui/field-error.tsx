'use client';

import { useTranslations } from 'next-intl';
import type { FieldError as HookFormFieldError } from 'react-hook-form';

/** Shows a field's error by its zod issue code, translated under `Validation`. */
export function FieldError({ id, error }: { id: string; error?: HookFormFieldError }) {
  const t = useTranslations('Validation');
  if (!error) return null;
  const code = error.type as Parameters<typeof t>[0];
  return (
    <p id={id} className="field-error" role="alert">
      {t.has(code) ? t(code) : t('too_small')}
    </p>
  );
}
