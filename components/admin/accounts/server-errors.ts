'use client';

// The administration endpoints' 400s name their fields (rest_invalid_param
// with each field's zod code in data.details, rest_missing_callback_param with
// a list): each goes back on its field, in the same words the form would use.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/http/errors';

interface Detail {
  code?: string;
  message?: string;
}

/** Puts the error's field problems on the form; true when there was one. */
export function showServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fieldOfCode: Record<string, Path<Values>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byCode = fieldOfCode[error.code];
  if (byCode) {
    form.setError(byCode, { type: error.code });
    return true;
  }
  const params = error.data.params;
  if (!params || typeof params !== 'object') return false;
  if (Array.isArray(params)) {
    for (const name of params) form.setError(name as Path<Values>, { type: 'too_small' });
    return params.length > 0;
  }
  const details = (error.data.details ?? {}) as Record<string, Detail>;
  const names = Object.keys(params);
  for (const name of names) {
    const detail = details[name] ?? {};
    form.setError(name as Path<Values>, {
      type: detail.code ?? 'invalid_value',
      message: detail.message,
    });
  }
  return names.length > 0;
}
