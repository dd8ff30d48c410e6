'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import {
  DEFAULT_EVENT_SORT,
  EVENT_STATUSES,
  eventCsvHref,
  eventFiltersQuery,
  eventListQuery,
  readEventFilters,
  toggledSort,
  type EventFilters,
  type EventSort,
  type EventSortColumn,
} from './event-filters';
import { EmptyTrashButton } from '../lists/trash-actions';
import { BulkBar } from './bulk-bar';
import { EventFilterForm } from './event-filter-form';
import { MissingTranslationBadges } from '../translations/content-language';
import { NewItemLink, PageHeader } from '../page-header';
import { ListStatus, Paging } from '../lists/list-parts';
import { eventPageQuery, type EventJson } from './event-queries';
import { EventViews } from './event-views';
import { SeriesMark } from './series-mark';
import { DuplicateButton } from '../lists/duplicate-button';
import { duplicateEvent } from './event-duplicate';
import { useEventWhen, useModifiedWhen } from './event-when';

const PAGE_SIZE = 20;

/** The events screen: filters kept in the address, a table, paging, bulk actions. */
export function EventList({ canCreate, canPublish }: { canCreate: boolean; canPublish: boolean }) {
  const t = useTranslations('AdminEvents');
  const repeat = useTranslations('AdminRepeat');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filters = readEventFilters(new URLSearchParams(params.toString()));
  const list = useQuery({
    ...eventPageQuery(eventListQuery(filters, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });

  // The selection belongs to the rows shown: another page or filter clears it.
  const shown = eventFiltersQuery(filters);
  const [selection, setSelection] = useState<{ of: string; ids: number[] }>({ of: '', ids: [] });
  const selected = selection.of === shown ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ of: shown, ids });

  const show = (next: EventFilters) => {
    const query = eventFiltersQuery(next);
    router.replace(query ? `${pathname}?${query}` : pathname);
  };

  return (
    <section aria-labelledby="events-title">
      <PageHeader
        id="events-title"
        title={t('title')}
        subtitle={<EventViews current="list" filters={filters} />}
        actions={
          <>
            {/* Not a client route: the file is the public address, read with the session. */}
            <a href={eventCsvHref(filters)} className="button" download>
              {t('exportCsv')}
            </a>
            {canCreate && <NewItemLink href="/admin/events/new" label={t('newEvent')} />}
          </>
        }
      />
      <EventFilterForm
        filters={filters}
        withDates
        onChange={(next) => show({ ...next, page: 1 })}
      />
      {filters.series && (
        <p className="notice">
          {repeat('seriesOnly')} <Link href="/admin/events">{repeat('allEvents')}</Link>
        </p>
      )}
      <ListStatus
        isPending={list.isPending}
        error={list.error}
        countText={t('count', { count: list.data?.total ?? 0 })}
      />
      {/* Kept when an action empties the list, so that its result stays in view. */}
      {list.data && canCreate && (
        <BulkBar
          selected={selected}
          status={filters.status}
          canPublish={canPublish}
          onDone={() => select([])}
        />
      )}
      {canPublish && filters.status === 'trash' && <EmptyTrashButton collection="events" />}
      {list.data && list.data.events.length > 0 && (
        <EventTable
          events={list.data.events}
          busy={list.isFetching}
          selected={canCreate ? selected : undefined}
          onSelect={select}
          sort={filters.sort}
          onSort={(column) =>
            show({ ...filters, sort: toggledSort(filters.sort, column), page: 1 })
          }
        />
      )}
      {list.data && list.data.events.length === 0 && <p>{t('empty')}</p>}
      <Paging
        page={filters.page}
        pages={list.data?.total_pages ?? 0}
        onPage={(page) => show({ ...filters, page })}
      />
    </section>
  );
}

/** A column header that sorts the list; `aria-sort` tells which way it is sorted now. */
function SortableHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: EventSortColumn;
  label: string;
  sort: EventSort;
  onSort: (column: EventSortColumn) => void;
}) {
  const direction = sort.by === column ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">
          {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
        </span>
      </button>
    </th>
  );
}

function EventTable({
  events,
  busy,
  selected,
  onSelect,
  sort = DEFAULT_EVENT_SORT,
  onSort,
}: {
  events: EventJson[];
  busy: boolean;
  /** The ids ticked for a bulk action; undefined when the caller has none. */
  selected?: number[];
  onSelect: (ids: number[]) => void;
  /** Absent: the API's own order, by start ascending. */
  sort?: EventSort;
  onSort: (column: EventSortColumn) => void;
}) {
  const t = useTranslations('AdminEvents');
  const translations = useTranslations('AdminTranslations');
  const common = useTranslations('AdminCommon');
  const allSelected = selected !== undefined && selected.length === events.length;
  const toggle = (id: number) =>
    onSelect(
      selected?.includes(id) ? selected.filter((other) => other !== id) : [...(selected ?? []), id],
    );
  const sorting = { sort, onSort };
  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={busy}>
        <thead>
          <tr>
            {selected && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('selectAll')}
                  checked={allSelected}
                  onChange={() => onSelect(allSelected ? [] : events.map((event) => event.id))}
                />
              </th>
            )}
            <th scope="col">{t('column.title')}</th>
            <SortableHeader column="start_date" label={t('column.when')} {...sorting} />
            <th scope="col">{t('column.venue')}</th>
            <th scope="col">{translations('column')}</th>
            <SortableHeader column="modified" label={t('column.modified')} {...sorting} />
            <th scope="col">{t('column.status')}</th>
            {selected && <th scope="col">{common('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              isSelected={selected && selected.includes(event.id)}
              onToggle={() => toggle(event.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An event's row; `isSelected` is undefined when the list offers no bulk action. */
function EventRow({
  event,
  isSelected,
  onToggle,
}: {
  event: EventJson;
  isSelected?: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('AdminEvents');
  const statuses = useTranslations('AdminCommon.statusName');
  const when = useEventWhen();
  const modified = useModifiedWhen();
  const eventStatuses = useTranslations('AdminCommon.eventStatusName');
  return (
    <tr>
      {isSelected !== undefined && (
        <td>
          <input
            type="checkbox"
            aria-label={t('select', { title: event.title })}
            checked={isSelected}
            onChange={onToggle}
          />
        </td>
      )}
      <th scope="row">
        <Link href={`/admin/events/${event.id}`}>{event.title}</Link>
        {event.series_id !== null && <SeriesMark />}
        {event.featured && <span className="badge">{t('featured')}</span>}
        {event.hide_from_listings && <span className="badge">{t('hiddenFromListings')}</span>}
        {event.event_status !== 'scheduled' && (
          <span className="badge">{eventStatuses(event.event_status)}</span>
        )}
      </th>
      <td>{when(event)}</td>
      <td>{Array.isArray(event.venue) ? '—' : event.venue.venue}</td>
      <td>
        <MissingTranslationBadges missing={event.missing_translations} />
      </td>
      <td>
        {/* In the site's time zone, as the API gives it. */}
        {modified(event)}
      </td>
      <td>{statuses(event.status as (typeof EVENT_STATUSES)[number])}</td>
      {/* Those who may make events (the ones offered a selection) may duplicate one. */}
      {isSelected !== undefined && (
        <td>
          {event.status !== 'trash' && (
            <DuplicateButton
              collection="events"
              name={event.title}
              duplicate={(suffix) => duplicateEvent(event.id, suffix)}
            />
          )}
        </td>
      )}
    </tr>
  );
}
