'use client';

// What the admin's react-aria fields share (date-time-fields.tsx,
// time-zone-field.tsx, search-picker.tsx): the props a react-hook-form
// Controller hands them, and a combobox's input with its button.
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import { Button, Input } from 'react-aria-components';

/** A field holding one text value in the form (a date, a time, a zone). */
export interface ControlledFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  /** The id of the field's error, for the input's description. */
  describedBy?: string;
  /** Shown, not editable (a trashed item). */
  isReadOnly?: boolean;
  /** Named for assistive technology only, where the words beside it say what it is. */
  isLabelHidden?: boolean;
  /** The field's error, under it. */
  children?: ReactNode;
}

/** A combobox's text input and the button that opens its list. */
export function ComboBoxInput({
  id,
  placeholder,
  inputRef,
}: {
  id?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('AdminPicker');
  return (
    <div className="picker-input">
      <Input id={id} placeholder={placeholder} ref={inputRef} />
      <Button aria-label={t('showChoices')}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
    </div>
  );
}
