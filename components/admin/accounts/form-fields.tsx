'use client';

import { useId, type ReactNode } from 'react';
import type { FieldError as HookFormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';

interface FieldProps {
  label: string;
  registered: UseFormRegisterReturn;
  error?: HookFormFieldError;
}

/** A labelled control whose error is announced and tied to it. */
function useFieldIds(error?: HookFormFieldError) {
  const id = useId();
  return {
    id,
    errorId: `${id}-error`,
    a11y: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    },
  };
}

export function TextField({
  label,
  registered,
  error,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: string; autoComplete?: string }) {
  const { id, errorId, a11y } = useFieldIds(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input type={type} autoComplete={autoComplete} {...a11y} {...registered} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  registered,
  error,
  children,
}: FieldProps & { children: ReactNode }) {
  const { id, errorId, a11y } = useFieldIds(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...a11y} {...registered}>
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
