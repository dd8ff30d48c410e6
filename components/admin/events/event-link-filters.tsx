'use client';

// The events list's filters by category, tag, venue and organizer (docs/api.md
// §A.4.2.1), each a searchable picker over its REST list (docs/admin.md
// "Pickers"), so a calendar with thousands of venues is searched, never read
// whole. The choice goes with the filter form as a hidden field named as the
// REST parameter; the address holds only the id, whose name is read once.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pickerItemQuery, type PickerChoice } from '../forms/picker-queries';
import { SearchPicker } from '../forms/lazy-fields';
import { LINK_FILTERS, type LinkFilter, type LinkValues } from './event-filters';

function LinkFilterPicker({ link, value }: { link: LinkFilter; value: string }) {
  const t = useTranslations('AdminEvents.filter');
  const picker = useTranslations('AdminPicker');
  const named = useQuery({
    ...pickerItemQuery(link.collection, Number(value)),
    enabled: value !== '',
  });
  // null until the editor chooses: the address's filter stays, named once it is read.
  const [chosen, setChosen] = useState<PickerChoice[] | null>(null);
  // An item the address names but no one may read (deleted for good since) stays removable.
  const unreadable = named.isError
    ? [{ id: Number(value), name: picker('unavailable', { id: value }) }]
    : [];
  const shown = chosen ?? (named.data ? [named.data] : unreadable);
  const id = chosen ? String(chosen[0]?.id ?? '') : value;
  return (
    <div className="filter-picker">
      <SearchPicker
        label={t(link.param)}
        collection={link.collection}
        value={shown}
        onChange={setChosen}
        isSingle
      />
      <input type="hidden" name={link.param} value={id} />
    </div>
  );
}

/** One picker per link filter, for the events filter form. */
export function LinkFilterPickers({ values }: { values: LinkValues }) {
  return LINK_FILTERS.map((link) => (
    <LinkFilterPicker key={link.param} link={link} value={values[link.param]} />
  ));
}
