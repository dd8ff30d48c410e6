'use client';

// Date and time inputs in the interface language, whatever the browser's
// (docs/admin.md "Dates and times"): react-aria's DatePicker and TimeField
// lay out their segments the locale's way (jj/mm/aaaa and 24-hour in French,
// mm/dd/yyyy and AM/PM in US English) from the I18nProvider in
// components/providers.tsx. The form keeps the API's plain `YYYY-MM-DD` and
// `HH:MM` strings; only these inputs see date objects.
import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';
import { useTranslations } from 'next-intl';
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
import type { ControlledFieldProps } from './controlled-field';

/** A date (`YYYY-MM-DD`) or a time (`HH:MM`); "" while the editor has not given a whole one. */
type FieldProps = ControlledFieldProps;

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

/**
 * A label like every other field's: react-aria names a date's segments with
 * a span, which the admin's label styles (docs/admin.md) would miss.
 */
const FieldLabel = ({ label, isHidden }: { label: string; isHidden?: boolean }) => (
  <Label elementType="label" className={isHidden ? 'visually-hidden' : undefined}>
    {label}
  </Label>
);

/** What both react-aria fields take alike from the form's props. */
const shared = ({ id, onBlur, isInvalid, isReadOnly, describedBy }: FieldProps) => ({
  id,
  className: 'field date-field',
  onBlur,
  isInvalid,
  isReadOnly,
  'aria-describedby': describedBy,
});

/** A date typed segment by segment or picked from a calendar. */
export function DateField(props: FieldProps) {
  const { label, value, onChange, children } = props;
  const t = useTranslations('AdminCommon');
  return (
    <DatePicker
      {...shared(props)}
      value={parsed<CalendarDate>(value, parseDate)}
      onChange={(date) => onChange(date ? date.toString() : '')}
    >
      <FieldLabel label={label} isHidden={props.isLabelHidden} />
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
export function TimeField(props: FieldProps) {
  const { label, value, onChange, children } = props;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <AriaTimeField
      {...shared(props)}
      value={parsed<Time>(value, parseTime)}
      onChange={(time) => onChange(time ? `${pad(time.hour)}:${pad(time.minute)}` : '')}
    >
      <FieldLabel label={label} isHidden={props.isLabelHidden} />
      <Segments className="date-group date-segments" />
      {children}
    </AriaTimeField>
  );
}
