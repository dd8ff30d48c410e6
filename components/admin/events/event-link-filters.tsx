'use client';

// The events list's filters by category, tag, venue and organizer (docs/api.md
// §A.4.2.1): a choice among every one, read whole through the REST lists and
// kept by React Query for the session (writes to them invalidate it).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { linkedPostNamesQuery } from '../linked-posts/linked-post-queries';
import { termNamesQuery } from '../terms/term-queries';
import { LINK_FILTERS, type LinkFilter, type LinkValues } from './event-filters';

function namesQuery({ collection }: LinkFilter) {
  return collection === 'venues' || collection === 'organizers'
    ? linkedPostNamesQuery(collection)
    : termNamesQuery(collection);
}

function LinkSelect({ id, link, value }: { id: string; link: LinkFilter; value: string }) {
  const t = useTranslations('AdminEvents.filter');
  const choices = useQuery(namesQuery(link));
  return (
    <div>
      <label htmlFor={id}>{t(link.param)}</label>
      {/* Keyed by readiness: a select picks its default value among the options it has when it mounts. */}
      <select
        key={choices.data ? 'ready' : 'loading'}
        id={id}
        name={link.param}
        defaultValue={value}
        aria-busy={!choices.data}
      >
        <option value="">{t('any')}</option>
        {choices.data?.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One select per link filter, named as the REST parameter, for the events filter form. */
export function LinkFilterSelects({ idPrefix, values }: { idPrefix: string; values: LinkValues }) {
  return LINK_FILTERS.map((link) => (
    <LinkSelect
      key={link.param}
      id={`${idPrefix}-${link.param}`}
      link={link}
      value={values[link.param]}
    />
  ));
}
