'use client';

// What the admin's react-aria fields share (date-time-fields.tsx,
// time-zone-field.tsx, search-picker.tsx): the props a react-hook-form
// Controller hands them, and a combobox's input with its button.
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import { Button, Input } from 'react-aria-components';
import { ChevronIcon } from './icons';

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
        <ChevronIcon />
      </Button>
    </div>
  );
}
