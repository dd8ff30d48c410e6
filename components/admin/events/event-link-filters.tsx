'use client';

// The events list's filters by category, tag, venue and organizer (docs/api.md
// §A.4.2.1): a choice among every one, read whole through the REST lists and
// kept by React Query for the session (writes to them invalidate it).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { readAllPages } from '@/lib/client/all-pages';
import { LINK_FILTERS, type LinkFilter, type LinkValues } from './event-filters';

interface Choice {
  id: number;
  name: string;
}

function useChoices(link: LinkFilter) {
  return useQuery({
    queryKey: [link.collection, 'filter-choices'],
    queryFn: async (): Promise<Choice[]> => {
      const items = await readAllPages<Record<string, unknown>>(
        `/${link.collection}`,
        link.collection,
        link.query,
      );
      return items
        .map((item) => ({ id: Number(item.id), name: String(item[link.nameField]) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

function LinkSelect({ id, link, value }: { id: string; link: LinkFilter; value: string }) {
  const t = useTranslations('AdminEvents.filter');
  const choices = useChoices(link);
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
