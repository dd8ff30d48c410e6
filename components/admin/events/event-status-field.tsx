'use client';

// Whether the event takes place as announced (docs/admin.md "Event status"):
// a status, and the reason the public pages show beside its badge, asked for
// only when the status is not "Scheduled".
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { EVENT_STATUSES } from '@/lib/events/event-status';
import type { EventFieldIds, EventForm } from './event-field-ids';

export function EventStatusField({ form, ids }: { form: EventForm; ids: EventFieldIds }) {
  const t = useTranslations('AdminEventForm');
  const names = useTranslations('AdminCommon.eventStatusName');
  const status = useWatch({ control: form.control, name: 'eventStatus' });
  return (
    <fieldset>
      <legend>{t('eventStatusGroup')}</legend>
      <div className="field">
        <label htmlFor={ids.id('eventStatus')}>{t('eventStatus')}</label>
        <select {...ids.field('eventStatus')} {...form.register('eventStatus')}>
          {EVENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {names(value)}
            </option>
          ))}
        </select>
        {ids.error('eventStatus')}
      </div>
      {status !== 'scheduled' && (
        <div className="field">
          <label htmlFor={ids.id('statusReason')}>{t('statusReason')}</label>
          <input {...ids.field('statusReason')} {...form.register('statusReason')} />
          {ids.error('statusReason')}
        </div>
      )}
    </fieldset>
  );
}
