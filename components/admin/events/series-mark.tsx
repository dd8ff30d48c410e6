'use client';

import { useTranslations } from 'next-intl';

/** The mark of an occurrence of a series in the events list and the month calendar. */
export function SeriesMark() {
  const t = useTranslations('AdminRepeat');
  return (
    <span className="series-mark" role="img" aria-label={t('repeats')} title={t('repeats')}>
      ↻
    </span>
  );
}
