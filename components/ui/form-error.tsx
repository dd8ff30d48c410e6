'use client';

import { useTranslations } from 'next-intl';

/**
 * The message key of an API code: storage failures (docs/api.md §7.3,
 * `could-not-<create|update|delete>-<kind>`) say the same to an editor
 * whatever the kind, so they share one message per outcome.
 */
function messageKeyOf(code: string): string {
  const action = /^could-not-(create|update|delete)-/.exec(code)?.[1];
  if (!action) return code;
  return action === 'delete' ? 'could-not-delete' : 'could-not-save';
}

/** A whole-form error from the server, by its API code, translated under `Errors`. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations('Errors');
  if (!code) return null;
  const key = messageKeyOf(code) as Parameters<typeof t>[0];
  return (
    <p className="form-error" role="alert">
      {t.has(key) ? t(key) : t('unknown')}
    </p>
  );
}
