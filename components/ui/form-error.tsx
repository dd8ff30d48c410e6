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

/**
 * An API code's words in the interface language, under `Errors`; null for a
 * code without words. The API's own messages are English only (docs/api.md §7).
 */
export function useErrorText(): (code: string) => string | null {
  const t = useTranslations('Errors');
  return (code) => {
    const key = messageKeyOf(code) as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : null;
  };
}

/** A whole-form error from the server, by its API code, translated under `Errors`. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations('Errors');
  const errorText = useErrorText();
  if (!code) return null;
  return (
    <p className="form-error" role="alert">
      {errorText(code) ?? t('unknown')}
    </p>
  );
}
