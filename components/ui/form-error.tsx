'use client';

import { useTranslations } from 'next-intl';

/** A whole-form error from the server, by its API code, translated under `Errors`. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations('Errors');
  if (!code) return null;
  const key = code as Parameters<typeof t>[0];
  return (
    <p className="form-error" role="alert">
      {t.has(key) ? t(key) : t('unknown')}
    </p>
  );
}
