// Every admin form shows a write's 400 the same way. The error names the
// parameters at fault (docs/api.md §7.1 `data.params`: an object on
// rest_invalid_param, a list on rest_missing_callback_param; the endpoints
// outside the namespace add each field's zod code in `data.details`). Each
// goes on its field, in the words the form itself would use; an error that
// names no field of the form, or one the form does not have, is also shown for
// the whole form, so that no complaint goes unseen.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorCodeOf } from '@/lib/http/errors';

export interface ServerErrorFields<Values extends FieldValues> {
  /** The form field a write parameter belongs on; undefined when the form has none. */
  fieldOf: (param: string) => Path<Values> | undefined;
  /** Error codes about one field rather than the request (`term_exists` → name). */
  fieldOfCode?: Partial<Record<string, Path<Values>>>;
  /** The `Validation` code of an invalid field the server gave no code for; `invalid_value` by default. */
  invalidTypeOf?: (field: Path<Values>) => string;
}

export interface FieldProblem<Values extends FieldValues> {
  field: Path<Values>;
  /** A code under `Validation`. */
  type: string;
}

export interface ServerErrorPlaces<Values extends FieldValues> {
  problems: FieldProblem<Values>[];
  /** The API code the form shows as a whole, under `Errors`. */
  formCode?: string;
}

/** The parameters an error names: an object on rest_invalid_param, a list on rest_missing_callback_param. */
export function paramsOf(error: ApiError): string[] {
  const params = error.data.params;
  if (!params || typeof params !== 'object') return [];
  return Array.isArray(params) ? params.map(String) : Object.keys(params);
}

/** Where an error from a save is shown: on which fields, and whether also on the form. */
export function placeServerError<Values extends FieldValues>(
  error: unknown,
  fields: ServerErrorFields<Values>,
): ServerErrorPlaces<Values> {
  if (!(error instanceof ApiError)) return { problems: [], formCode: errorCodeOf(error) };
  const byCode = fields.fieldOfCode?.[error.code];
  if (byCode) return { problems: [{ field: byCode, type: error.code }] };
  const isMissing = Array.isArray(error.data.params);
  const details = (error.data.details ?? {}) as Record<string, { code?: unknown } | undefined>;
  const problems: FieldProblem<Values>[] = [];
  let isAnyUnplaced = false;
  for (const param of paramsOf(error)) {
    const field = fields.fieldOf(param);
    if (!field) {
      isAnyUnplaced = true;
      continue;
    }
    const code = details[param]?.code;
    const type = isMissing
      ? 'too_small'
      : typeof code === 'string'
        ? code
        : (fields.invalidTypeOf?.(field) ?? 'invalid_value');
    problems.push({ field, type });
  }
  return { problems, formCode: problems.length === 0 || isAnyUnplaced ? error.code : undefined };
}

/** Parameters named as the form's own fields: those among its values (`form.getValues()`). */
export function sameNamedFields<Values extends FieldValues>(
  values: Values,
  fieldOfCode?: ServerErrorFields<Values>['fieldOfCode'],
): ServerErrorFields<Values> {
  return {
    fieldOf: (param) => (param in values ? (param as Path<Values>) : undefined),
    fieldOfCode,
  };
}

/** Puts an error's field problems on the form; returns the code the form shows as a whole, if any. */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: ServerErrorFields<Values>,
): string | undefined {
  const { problems, formCode } = placeServerError(error, fields);
  for (const problem of problems) form.setError(problem.field, { type: problem.type });
  return formCode;
}
