'use client';

import type { ReactNode } from 'react';
import { useKindMessages } from '../kind-messages';
import type { ListFilters } from './list-filters';
import { NewItemLink, PageHeader } from '../page-header';
import { ListStatus, Paging, SearchForm } from './list-parts';
import type { ResourceKind } from '../resource-kind';

export interface ListState {
  isPending: boolean;
  error: Error | null;
  total?: number;
  totalPages?: number;
}

/** What every resource list shows around its table: title, search, status line, paging. */
export function ResourceListFrame({
  kind,
  canManage,
  hasStatus,
  filters,
  show,
  isAfterDelete,
  state,
  toolbar,
  children,
}: {
  kind: ResourceKind;
  canManage: boolean;
  hasStatus: boolean;
  filters: ListFilters;
  show: (filters: ListFilters) => void;
  isAfterDelete: boolean;
  state: ListState;
  /** Actions on the whole list (emptying the trash), kept when the list empties. */
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const t = useKindMessages(kind);
  const headingId = `${kind.collection}-title`;
  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        title={t('title')}
        actions={
          canManage && <NewItemLink href={`/admin/${kind.collection}/new`} label={t('new')} />
        }
      />
      {isAfterDelete && <p className="notice">{t('deleted')}</p>}
      <SearchForm filters={filters} hasStatus={hasStatus} onChange={show} />
      <ListStatus
        isPending={state.isPending}
        error={state.error}
        countText={t('count', { count: state.total ?? 0 })}
      />
      {toolbar}
      {state.total === 0 ? <p>{t('empty')}</p> : children}
      <Paging
        page={filters.page}
        pages={state.totalPages ?? 0}
        onPage={(page) => show({ ...filters, page })}
      />
    </section>
  );
}
