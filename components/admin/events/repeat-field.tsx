'use client';

// The event editor's repeat control (docs/admin.md "Repeating events"): how
// often, on which days, until when, which dates are skipped, and the rule
// said in words under it. repeat-rule.ts turns its values into the API's
// `recurrence` lines; a rule it cannot show is listed, read-only.
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch, type FieldError as FormFieldError } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { DateField } from '../forms/lazy-fields';
import type { EventForm } from './event-field-ids';
import {
  FREQUENCIES,
  noRepeat,
  ORDINALS,
  WEEKDAYS,
  type Frequency,
  type RepeatValues,
} from '@/lib/events/repeat-rule';
import { repeatSummary, weekdayName } from '@/lib/events/repeat-summary';

interface RepeatProps {
  form: EventForm;
  /** Prefix of the control's element ids. */
  prefix: string;
}

type RepeatName = keyof RepeatValues;

/** The id, description and error of one of the control's inputs. */
function useRepeatField({ form, prefix }: RepeatProps) {
  const errors = form.formState.errors.repeat;
  return (name: RepeatName) => {
    const id = `${prefix}-repeat-${name}`;
    const error = errors?.[name] as FormFieldError | undefined;
    return {
      input: {
        id,
        'aria-invalid': error ? (true as const) : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      },
      error: <FieldError id={`${id}-error`} error={error} />,
    };
  };
}

export function RepeatField(props: RepeatProps) {
  const t = useTranslations('AdminRepeat');
  const repeat = useWatch({ control: props.form.control, name: 'repeat' }) as RepeatValues;
  // An error the server gave on `recurrence` as a whole.
  const whole = props.form.formState.errors.repeat as FormFieldError | undefined;
  return (
    <fieldset className="repeat">
      <legend>{t('legend')}</legend>
      {repeat.frequency === 'custom' ? (
        <CustomRule lines={repeat.customLines} />
      ) : (
        <>
          <FrequencyRow {...props} frequency={repeat.frequency} />
          {repeat.frequency === 'weekly' && <WeekdayToggles {...props} />}
          {repeat.frequency === 'monthly' && <MonthlyChoice {...props} by={repeat.monthlyBy} />}
          {repeat.frequency !== 'none' && (
            <>
              <EndsChoice {...props} ends={repeat.ends} />
              <SkippedDates {...props} />
              <RepeatSummaryText repeat={repeat} />
            </>
          )}
        </>
      )}
      {whole?.type && (
        <FieldError id={`${props.prefix}-repeat-error`} error={whole as FormFieldError} />
      )}
    </fieldset>
  );
}

function CustomRule({ lines }: { lines: string[] }) {
  const t = useTranslations('AdminRepeat');
  return (
    <>
      <p className="repeat-summary">{t('custom')}</p>
      <p className="hint">{t('customHint')}</p>
      <pre className="custom-rule">{lines.join('\n')}</pre>
    </>
  );
}

/** How often: the frequency and its interval ("every 2 weeks"). */
function FrequencyRow({ form, prefix, frequency }: RepeatProps & { frequency: Frequency }) {
  const t = useTranslations('AdminRepeat');
  const field = useRepeatField({ form, prefix });
  const interval = useWatch({ control: form.control, name: 'repeat.interval' });
  // Choosing to repeat starts from the start date's weekday and day of the month.
  const startRepeating = (next: string) => {
    if (frequency !== 'none') return;
    const { startDate, repeat } = form.getValues();
    form.setValue('repeat', {
      ...noRepeat(startDate),
      frequency: next as Frequency,
      ...kept(repeat),
    });
  };
  return (
    <div className="row">
      <div className="field">
        <label htmlFor={field('frequency').input.id}>{t('frequency')}</label>
        <select
          {...field('frequency').input}
          {...form.register('repeat.frequency', {
            onChange: (event) => startRepeating(event.target.value),
          })}
        >
          {FREQUENCIES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`frequencyName.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      {frequency !== 'none' && (
        <div className="field">
          <label htmlFor={field('interval').input.id}>{t('interval')}</label>
          <div className="inline">
            <input
              type="number"
              min={1}
              className="number"
              {...field('interval').input}
              {...form.register('repeat.interval')}
            />
            <span>{t('intervalUnit', { frequency, interval: Number(interval) || 1 })}</span>
          </div>
          {field('interval').error}
        </div>
      )}
    </div>
  );
}

/** What a person already chose that a new frequency keeps. */
const kept = (repeat: RepeatValues) => ({
  exceptions: repeat.exceptions,
  ends: repeat.ends,
  until: repeat.until,
  count: repeat.count,
});

/** Seven toggle buttons, Monday first, with the interface language's names. */
function WeekdayToggles({ form, prefix }: RepeatProps) {
  const t = useTranslations('AdminRepeat');
  const locale = useLocale();
  const field = useRepeatField({ form, prefix });
  const chosen = useWatch({ control: form.control, name: 'repeat.weekdays' }) ?? [];
  const toggle = (day: (typeof WEEKDAYS)[number]) =>
    form.setValue(
      'repeat.weekdays',
      chosen.includes(day) ? chosen.filter((other) => other !== day) : [...chosen, day],
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  const { id, 'aria-describedby': describedBy } = field('weekdays').input;
  return (
    <fieldset className="plain" id={id} aria-describedby={describedBy}>
      <legend className="label">{t('weekdays')}</legend>
      <div className="weekdays">
        {WEEKDAYS.map((day) => (
          <button
            key={day}
            type="button"
            className="toggle"
            aria-pressed={chosen.includes(day)}
            onClick={() => toggle(day)}
          >
            <span aria-hidden="true">{weekdayName(day, locale, 'short')}</span>
            <span className="visually-hidden">{weekdayName(day, locale, 'long')}</span>
          </button>
        ))}
      </div>
      {field('weekdays').error}
    </fieldset>
  );
}

/** A radio of one of the control's choices, its label beside it. */
function Radio({
  form,
  prefix,
  name,
  value,
  label,
}: RepeatProps & { name: 'repeat.monthlyBy' | 'repeat.ends'; value: string; label: string }) {
  const id = `${prefix}-${name.replace('.', '-')}-${value}`;
  return (
    <div className="radio">
      <input type="radio" id={id} value={value} {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Monthly: on a day of the month (the 15th) or on the nth weekday (the last Friday). */
function MonthlyChoice({ form, prefix, by }: RepeatProps & { by: RepeatValues['monthlyBy'] }) {
  const t = useTranslations('AdminRepeat');
  const locale = useLocale();
  const field = useRepeatField({ form, prefix });
  const radio = { form, prefix, name: 'repeat.monthlyBy' as const };
  return (
    <fieldset className="plain">
      <legend className="label">{t('monthlyBy')}</legend>
      <div className="choice">
        <Radio {...radio} value="day" label={t('monthlyDay')} />
        {by === 'day' && (
          <input
            type="number"
            min={1}
            max={31}
            className="number"
            aria-label={t('monthDay')}
            {...field('monthDay').input}
            {...form.register('repeat.monthDay')}
          />
        )}
      </div>
      {by === 'day' && field('monthDay').error}
      <div className="choice">
        <Radio {...radio} value="weekday" label={t('monthlyWeekday')} />
        {by === 'weekday' && (
          <>
            <select aria-label={t('ordinal')} {...form.register('repeat.ordinal')}>
              {ORDINALS.map((ordinal) => (
                <option key={ordinal} value={ordinal}>
                  {t('ordinalName', { ordinal })}
                </option>
              ))}
            </select>
            <select aria-label={t('ordinalWeekday')} {...form.register('repeat.ordinalWeekday')}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {weekdayName(day, locale, 'long')}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </fieldset>
  );
}

/** Never, on a date (the last day included), or after a number of times. */
function EndsChoice({ form, prefix, ends }: RepeatProps & { ends: RepeatValues['ends'] }) {
  const t = useTranslations('AdminRepeat');
  const field = useRepeatField({ form, prefix });
  const radio = { form, prefix, name: 'repeat.ends' as const };
  return (
    <fieldset className="plain">
      <legend className="label">{t('ends')}</legend>
      <div className="choice">
        <Radio {...radio} value="never" label={t('endsName.never')} />
      </div>
      <div className="choice">
        <Radio {...radio} value="until" label={t('endsName.until')} />
        {ends === 'until' && (
          <Controller
            control={form.control}
            name="repeat.until"
            render={({ field: until }) => (
              <DateField
                id={field('until').input.id}
                label={t('until')}
                isLabelHidden
                value={until.value ?? ''}
                onChange={until.onChange}
                onBlur={until.onBlur}
                isInvalid={field('until').input['aria-invalid']}
                describedBy={field('until').input['aria-describedby']}
              />
            )}
          />
        )}
      </div>
      {ends === 'until' && field('until').error}
      <div className="choice">
        <Radio {...radio} value="count" label={t('endsName.count')} />
        {ends === 'count' && (
          <input
            type="number"
            min={1}
            max={1000}
            className="number"
            aria-label={t('count')}
            {...field('count').input}
            {...form.register('repeat.count')}
          />
        )}
      </div>
      {ends === 'count' && field('count').error}
    </fieldset>
  );
}

/** The dates the series skips: a date input to add one, a button to remove each. */
function SkippedDates({ form, prefix }: RepeatProps) {
  const t = useTranslations('AdminRepeat');
  const format = useFormatter();
  const dates = useWatch({ control: form.control, name: 'repeat.exceptions' }) ?? [];
  const [picked, setPicked] = useState('');
  const set = (next: string[]) =>
    form.setValue('repeat.exceptions', [...new Set(next)].sort(), { shouldDirty: true });
  const id = `${prefix}-repeat-exception`;
  return (
    <fieldset className="plain">
      <legend className="label">{t('exceptions')}</legend>
      {dates.length === 0 ? (
        <p className="hint">{t('noExceptions')}</p>
      ) : (
        <ul className="skipped">
          {dates.map((date) => {
            const shown = format.dateTime(wallTimeAsDate(`${date} 00:00:00`), {
              dateStyle: 'long',
              timeZone: 'UTC',
            });
            return (
              <li key={date}>
                <span>{shown}</span>
                <button
                  type="button"
                  className="link"
                  aria-label={t('removeException', { date: shown })}
                  onClick={() => set(dates.filter((other) => other !== date))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="inline">
        <DateField
          id={id}
          label={t('exceptionDate')}
          isLabelHidden
          value={picked}
          onChange={setPicked}
        />
        <button
          type="button"
          disabled={!picked}
          onClick={() => {
            set([...dates, picked]);
            setPicked('');
          }}
        >
          {t('addException')}
        </button>
      </div>
    </fieldset>
  );
}

/** The rule in words, said again to screen readers as it changes. */
function RepeatSummaryText({ repeat }: { repeat: RepeatValues }) {
  const t = useTranslations('AdminRepeat');
  const locale = useLocale();
  return (
    <p className="repeat-summary" aria-live="polite">
      {repeatSummary(repeat, t, locale)}
    </p>
  );
}
