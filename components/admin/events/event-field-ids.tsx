// How the event editor's inputs are named, described and marked invalid
// (event-fields.tsx and the fields beside it), and the form they belong to:
// one module that each field's file imports, so none imports another's.
import type { ReactNode } from 'react';
import type { FieldErrors, FieldError as FormFieldError, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import type { eventFormSchema, EventFormValues } from './event-form-values';

type FormInput = z.input<typeof eventFormSchema>;
type Name = keyof EventFormValues;
export type EventForm = UseFormReturn<FormInput, unknown, EventFormValues>;

/** How each field's input is named and described, and its error shown. */
export interface EventFieldIds {
  prefix: string;
  id: (name: Name) => string;
  isInvalid: (name: Name) => boolean;
  field: (name: Name) => {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  error: (name: Name) => ReactNode;
}

export function eventFieldIds(prefix: string, errors: FieldErrors<FormInput>): EventFieldIds {
  const id = (name: Name) => `${prefix}-${name}`;
  return {
    prefix,
    id,
    isInvalid: (name) => Boolean(errors[name]),
    field: (name) => ({
      id: id(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
    }),
    error: (name) => (
      // An array field's error (organizers) is one error for the whole list.
      <FieldError id={`${id(name)}-error`} error={errors[name] as FormFieldError | undefined} />
    ),
  };
}
