'use client';

// The events' filter form, the same on the list and the calendar (docs/admin.md
// "Calendar"): search, status, missing translation, the linked items and
// featured, with the From and To dates on the list alone, since the
// calendar's own view and day decide which dates it shows.
import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { listFiltersOf } from '../lists/list-filters';
import { MissingTranslationSelect, SearchField, StatusSelect } from '../lists/list-parts';
import { EventDateFilter } from './event-date-filter';
import { eventFiltersQuery, readLinks, type EventFilters } from './event-filters';
import { LinkFilterPickers } from './event-link-filters';

export function EventFilterForm({
  filters,
  withDates,
  onChange,
}: {
  filters: EventFilters;
  /** Whether the form offers the From and To dates (the list's, not the calendar's). */
  withDates: boolean;
  onChange: (filters: EventFilters) => void;
}) {
  const t = useTranslations('AdminEvents');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      ...listFiltersOf(form),
      startDate: String(form.get('start_date') ?? ''),
      endDate: String(form.get('end_date') ?? ''),
      featured: form.get('featured') === 'on',
      links: readLinks((name) => form.get(name)),
      sort: filters.sort,
      series: filters.series,
    });
  };
  return (
    // Keyed by the filters so that back and forward refill the fields.
    <form key={eventFiltersQuery(filters)} role="search" className="filters" onSubmit={submit}>
      <SearchField id={`${id}-search`} defaultValue={filters.search} />
      <StatusSelect id={`${id}-status`} defaultValue={filters.status} />
      <MissingTranslationSelect id={`${id}-missing`} defaultValue={filters.missing} />
      <LinkFilterPickers values={filters.links} />
      {withDates && (
        <>
          <EventDateFilter
            id={`${id}-from`}
            name="start_date"
            label={t('from')}
            initial={filters.startDate}
          />
          <EventDateFilter
            id={`${id}-to`}
            name="end_date"
            label={t('to')}
            initial={filters.endDate}
          />
        </>
      )}
      <div className="checkbox">
        <input
          id={`${id}-featured`}
          name="featured"
          type="checkbox"
          defaultChecked={filters.featured}
        />
        <label htmlFor={`${id}-featured`}>{t('featuredOnly')}</label>
      </div>
      <button type="submit">{t('apply')}</button>
    </form>
  );
}
