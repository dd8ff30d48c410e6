'use client';

// The cost with its currency symbol and where the symbol stands: the API
// reads both from the cost text (docs/api.md §1.8), so the editor asks for
// them apart and writes the text (event-form-values.ts, costEntry).
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { EventFieldIds, EventForm } from './event-field-ids';
import { CURRENCY_POSITIONS } from './event-form-values';

export function CostFields({ form, ids }: { form: EventForm; ids: EventFieldIds }) {
  const t = useTranslations('AdminEventForm');
  const symbol = useWatch({ control: form.control, name: 'currencySymbol' });
  const hintId = `${ids.id('currencySymbol')}-hint`;
  return (
    <>
      <div className="field">
        <label htmlFor={ids.id('cost')}>{t('cost')}</label>
        <input {...ids.field('cost')} {...form.register('cost')} />
        {ids.error('cost')}
      </div>
      <div className="field">
        <label htmlFor={ids.id('currencySymbol')}>{t('currencySymbol')}</label>
        <input
          {...ids.field('currencySymbol')}
          aria-describedby={symbol.trim() ? undefined : hintId}
          size={4}
          {...form.register('currencySymbol')}
        />
        {!symbol.trim() && (
          <p id={hintId} className="hint">
            {t('currencyHint')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.id('currencyPosition')}>{t('currencyPosition')}</label>
        <select {...ids.field('currencyPosition')} {...form.register('currencyPosition')}>
          {CURRENCY_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {t(position === 'prefix' ? 'currencyPrefix' : 'currencyPostfix')}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
