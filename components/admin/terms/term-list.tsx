'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { MissingTranslationBadges } from '../translations/content-language';
import { useKindMessages } from '../kind-messages';
import { pageOf, type ListFilters } from '../lists/list-filters';
import { useListFilters } from '../lists/list-parts';
import { ResourceListFrame, type ListState } from '../lists/resource-list-frame';
import { treeRows, type TreeRow } from './category-tree';
import { allCategoriesQuery, tagPageQuery, type TermJson } from './term-queries';
import { termKinds, type TermKind } from './term-kinds';

const PAGE_SIZE = 20;

type TermRows = ListState & { rows: TreeRow<TermJson>[] };

/** Categories as a tree: all of them are read, then paged here. */
function useCategoryRows(filters: ListFilters): TermRows {
  const found = useQuery({
    ...allCategoriesQuery(filters.search, filters.missing),
    placeholderData: keepPreviousData,
  });
  const page = pageOf(treeRows(found.data ?? []), filters.page, PAGE_SIZE);
  return {
    isPending: found.isPending,
    error: found.error,
    total: found.data && page.total,
    totalPages: page.totalPages,
    rows: page.items,
  };
}

/** Tags are flat: the API pages them. */
function useTagRows(filters: ListFilters): TermRows {
  const query = {
    search: filters.search,
    missing_translation: filters.missing,
    translation_status: 1,
    page: filters.page,
    per_page: PAGE_SIZE,
  };
  const found = useQuery({ ...tagPageQuery(query), placeholderData: keepPreviousData });
  return {
    isPending: found.isPending,
    error: found.error,
    total: found.data?.total,
    totalPages: found.data?.total_pages,
    rows: (found.data?.tags ?? []).map((term) => ({ term, depth: 0 })),
  };
}

const rowsOf = { categories: useCategoryRows, tags: useTagRows };

export function TermList({
  collection,
  canManage,
}: {
  collection: TermKind['collection'];
  canManage: boolean;
}) {
  const kind = termKinds[collection];
  const { filters, show, isAfterDelete } = useListFilters();
  // One hook per kind, and a screen shows one kind for its whole life.
  const state = rowsOf[collection](filters);
  return (
    <ResourceListFrame
      kind={kind}
      canManage={canManage}
      hasStatus={false}
      filters={filters}
      show={show}
      isAfterDelete={isAfterDelete}
      state={state}
    >
      {state.rows.length > 0 && <TermTable kind={kind} rows={state.rows} />}
    </ResourceListFrame>
  );
}

function TermTable({ kind, rows }: { kind: TermKind; rows: TreeRow<TermJson>[] }) {
  const t = useKindMessages(kind);
  const translations = useTranslations('AdminTranslations');
  const parents = useQuery({ ...allCategoriesQuery(), enabled: kind.isHierarchical });
  const nameOf = (id: number) => parents.data?.find((term) => term.id === id)?.name ?? '';
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('column.name')}</th>
            <th scope="col">{t('column.slug')}</th>
            {kind.isHierarchical && <th scope="col">{t('column.parent')}</th>}
            <th scope="col" className="number">
              {t('column.count')}
            </th>
            <th scope="col">{translations('column')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ term, depth }) => (
            <tr key={term.id}>
              {/* The indentation shows the tree; the parent column says it in words. */}
              <th scope="row" style={{ paddingInlineStart: `${0.75 + depth * 1.5}rem` }}>
                <span aria-hidden="true">{'— '.repeat(depth)}</span>
                <Link href={`/admin/${kind.collection}/${term.id}`}>{term.name}</Link>
              </th>
              <td>{term.slug}</td>
              {kind.isHierarchical && <td>{term.parent ? nameOf(term.parent) : ''}</td>}
              <td className="number">{term.count}</td>
              <td>
                <MissingTranslationBadges missing={term.missing_translations} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
