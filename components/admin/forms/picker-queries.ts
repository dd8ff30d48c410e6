'use client';

// What the event editor's pickers (search-picker.tsx) read and write: one
// page of a collection matching the typed text, through the same REST lists
// as any consumer (docs/api.md §3.1–3.3), and a new item made inline.
// Keys sit under the collection's `list` (collection-queries.ts), so any
// write to the collection makes the searches stale.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/client/api-client';
import { collectionKeys, type CollectionPage } from '../collection-queries';

export type PickerCollection = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** A choice as a picker shows it: its name, and what tells two of that name apart. */
export interface PickerChoice {
  id: number;
  name: string;
  detail?: string;
}

/** How many matches a picker lists at once: typing more narrows them. */
export const PICKER_PAGE = 20;

type Listed = Record<string, unknown> & { id: number };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An item of each collection as a choice (their names sit under different keys, §1.3–1.5). */
const choiceOf: Record<PickerCollection, (item: Listed) => PickerChoice> = {
  // Two events of one name are told apart by their day.
  events: (item) => ({
    id: item.id,
    name: text(item.title),
    detail: text(item.start_date).slice(0, 10) || undefined,
  }),
  venues: (item) => ({
    id: item.id,
    name: text(item.venue),
    detail: [item.city, item.country].map(text).filter(Boolean).join(', ') || undefined,
  }),
  organizers: (item) => ({
    id: item.id,
    name: text(item.organizer),
    detail: text(item.email) || undefined,
  }),
  categories: (item) => ({ id: item.id, name: text(item.name) }),
  tags: (item) => ({ id: item.id, name: text(item.name) }),
};

// Terms hide those no published event uses unless asked (§3.3); an editor
// wants them all. Events are listed from a date window, hidden ones left out
// and published ones only (§3.1); an editor looks for any event, past ones too.
const EXTRA: Record<PickerCollection, Record<string, string | number>> = {
  events: {
    start_date: '1970-01-01',
    end_date: '9999-12-31',
    status: 'publish,future,draft,pending,private',
    hidden: 'include',
  },
  venues: {},
  organizers: {},
  categories: { hide_empty: 0 },
  tags: { hide_empty: 0 },
};

/** The first PICKER_PAGE items matching `search` (every item when it is empty). */
export function pickerSearchQuery(collection: PickerCollection, search: string) {
  return queryOptions({
    queryKey: [...collectionKeys(collection).lists(), 'picker', search] as const,
    queryFn: async () => {
      const page = await api.get<CollectionPage<string, Listed>>(
        withQuery(`/${collection}`, { ...EXTRA[collection], search, per_page: PICKER_PAGE }),
      );
      return (page[collection] ?? []).map(choiceOf[collection]);
    },
    // While the next search runs, the last matches stay listed rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** One item as a choice, by id: a filter in the address names only the id. */
export function pickerItemQuery(collection: PickerCollection, id: number) {
  return queryOptions({
    queryKey: [...collectionKeys(collection).lists(), 'picker-item', id] as const,
    queryFn: async () => choiceOf[collection](await api.get<Listed>(`/${collection}/${id}`)),
  });
}

/** The name parameter of each collection's create (§4.3, §4.4, §4.6). */
const NAME_PARAMETER: Record<Exclude<PickerCollection, 'events'>, string> = {
  venues: 'venue',
  organizers: 'organizer',
  categories: 'name',
  tags: 'name',
};

/** Makes an item from a picker: its name and any other fields the caller's dialog asked. */
export async function createChoice(
  collection: Exclude<PickerCollection, 'events'>,
  name: string,
  fields: Record<string, string> = {},
): Promise<PickerChoice> {
  const made = await api.post<Listed>(`/${collection}`, {
    ...fields,
    [NAME_PARAMETER[collection]]: name,
  });
  return choiceOf[collection](made);
}
