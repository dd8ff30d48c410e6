'use client';

// What a date, time, zone or search field (lazy-fields.tsx) shows until it
// comes: the same elements and classes as the field itself, its control
// disabled, so each takes the field's place, whatever the language, the
// width or the chosen items, and nothing moves when the field comes
// (docs/admin.md "Nothing moves"; the rich text's is rich-text-shape.tsx).
// Only what the field shows under it (its hint, its error) is read out
// meanwhile; the rest is hidden from assistive technology. Each shape is
// marked `data-pending`, which the browser tests wait on.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ControlledFieldProps } from './controlled-field';
import { ChevronIcon, RemoveIcon } from './icons';
import type { PickerChoice } from './picker-queries';
import type { SearchPickerProps } from './search-picker';

/** A date or time field's place: its label and a box shaped like its segments. */
export function DateShape({ label, isLabelHidden, children }: ControlledFieldProps) {
  return (
    <div className="field date-field" data-pending="">
      <label aria-hidden="true" className={isLabelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="field-shape-box date-shape" aria-hidden="true" />
      {children}
    </div>
  );
}

/** A picker's place: its label, its input and button disabled, and a chip for each chosen item. */
function PickerShape({
  label,
  typed = '',
  placeholder,
  value,
  children,
}: {
  label: string;
  /** What its input holds (a zone's name). */
  typed?: string;
  placeholder?: string;
  value: PickerChoice[];
  children?: ReactNode;
}) {
  return (
    <div className="field picker" data-pending="">
      <div aria-hidden="true">
        <label>{label}</label>
        <div className="picker-input">
          <input disabled tabIndex={-1} value={typed} placeholder={placeholder} readOnly />
          <button type="button" disabled tabIndex={-1}>
            <ChevronIcon />
          </button>
        </div>
      </div>
      {value.length > 0 && (
        <div aria-hidden="true">
          <div className="chips">
            {value.map((choice) => (
              <div key={choice.id} className="chip">
                {choice.name}
                <button type="button" disabled tabIndex={-1}>
                  <RemoveIcon />
                </button>
              </div>
            ))}
          </div>
        </div>
      )}
      {children}
    </div>
  );
}

/** A search picker's place, its input's words included. */
export function SearchPickerShape({
  label,
  value,
  children,
}: Pick<SearchPickerProps, 'label' | 'value' | 'children'>) {
  const t = useTranslations('AdminPicker');
  return (
    <PickerShape label={label} placeholder={t('placeholder')} value={value}>
      {children}
    </PickerShape>
  );
}

/** A time zone field's place: a picker holding the zone's name. */
export function ZoneShape({ label, value, children }: ControlledFieldProps) {
  return (
    <PickerShape label={label} typed={value} value={[]}>
      {children}
    </PickerShape>
  );
}
