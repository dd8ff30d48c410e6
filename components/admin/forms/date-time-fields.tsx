'use client';

// Date and time inputs in the interface language, whatever the browser's
// (docs/admin.md "Dates and times"): react-aria's DatePicker and TimeField
// lay out their segments the locale's way (jj/mm/aaaa and 24-hour in French,
// mm/dd/yyyy and AM/PM in US English) from the I18nProvider in
// components/providers.tsx. The form keeps the API's plain `YYYY-MM-DD` and
// `HH:MM` strings; only these inputs see date objects.
import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  TimeField as AriaTimeField,
} from 'react-aria-components';

interface FieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD` or `HH:MM`; "" while the editor has not given a whole one. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isInvalid?: boolean;
  describedBy?: string;
  /** The field's error, under it. */
  children?: ReactNode;
}

function parsed<T>(text: string, parse: (text: string) => T): T | null {
  try {
    return text ? parse(text) : null;
  } catch {
    return null;
  }
}

const Segments = ({ className = 'date-segments' }: { className?: string }) => (
  <DateInput className={className}>
    {(segment) => <DateSegment segment={segment} className="date-segment" />}
  </DateInput>
);

/** A date typed segment by segment or picked from a calendar. */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  isInvalid,
  describedBy,
  children,
}: FieldProps) {
  const t = useTranslations('AdminCommon');
  return (
    <DatePicker
      id={id}
      className="field date-field"
      value={parsed<CalendarDate>(value, parseDate)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      onBlur={onBlur}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    >
      <Label>{label}</Label>
      <Group className="date-group">
        <Segments />
        <Button className="date-button" aria-label={t('openCalendar', { label })}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path
              d="M2 4h12v10H2zM2 7h12M5 2v3M11 2v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        </Button>
      </Group>
      {children}
      <Popover className="date-popover">
        <Dialog className="date-dialog">
          <Calendar>
            <header className="calendar-header">
              <Button slot="previous" aria-label={t('previousMonth')}>
                ‹
              </Button>
              <Heading />
              <Button slot="next" aria-label={t('nextMonth')}>
                ›
              </Button>
            </header>
            <CalendarGrid className="calendar-grid">
              {(date) => <CalendarCell date={date} className="calendar-cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/** A time of day, in the locale's 12- or 24-hour clock. */
export function TimeField({
  id,
  label,
  value,
  onChange,
  onBlur,
  isInvalid,
  describedBy,
  children,
}: FieldProps) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <AriaTimeField
      id={id}
      className="field date-field"
      value={parsed<Time>(value, parseTime)}
      onChange={(time) => onChange(time ? `${pad(time.hour)}:${pad(time.minute)}` : '')}
      onBlur={onBlur}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    >
      <Label>{label}</Label>
      <Segments className="date-group date-segments" />
      {children}
    </AriaTimeField>
  );
}
