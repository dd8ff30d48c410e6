'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';
import {
  MissingTranslationBadges,
  type MissingTranslations,
} from '../translations/content-language';
import { useKindMessages } from '../kind-messages';
import { listQuery } from '../lists/list-filters';
import { useListFilters } from '../lists/list-parts';
import type { Item } from '../resource-kind';
import { ResourceListFrame } from '../lists/resource-list-frame';
import { EmptyTrashButton, PurgeButton } from '../lists/trash-actions';
import { linkedKinds, type LinkedKind } from './linked-kinds';
import { linkedPostPageQuery, restoreLinkedPostMutation } from './linked-post-queries';
import { DuplicateButton } from '../lists/duplicate-button';
import { duplicateLinkedPost } from './linked-duplicate';

const PAGE_SIZE = 20;

/** Venues or organizers: search, status (trash included, to restore from or empty), table, paging. */
export function LinkedList({
  collection,
  canManage,
}: {
  collection: LinkedKind['collection'];
  canManage: boolean;
}) {
  const kind = linkedKinds[collection];
  const { filters, show, isAfterDelete } = useListFilters();
  const list = useQuery({
    ...linkedPostPageQuery(collection, listQuery(filters, PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  const items: Item[] = list.data?.[collection] ?? [];
  return (
    <ResourceListFrame
      kind={kind}
      canManage={canManage}
      hasStatus
      filters={filters}
      show={show}
      isAfterDelete={isAfterDelete}
      state={{
        isPending: list.isPending,
        error: list.error,
        total: list.data?.total,
        totalPages: list.data?.total_pages,
      }}
      toolbar={
        canManage && filters.status === 'trash' && <EmptyTrashButton collection={collection} />
      }
    >
      {items.length > 0 && (
        <LinkedTable kind={kind} items={items} busy={list.isFetching} canManage={canManage} />
      )}
    </ResourceListFrame>
  );
}

function LinkedTable({
  kind,
  items,
  busy,
  canManage,
}: {
  kind: LinkedKind;
  items: Item[];
  busy: boolean;
  canManage: boolean;
}) {
  const t = useKindMessages(kind);
  const common = useTranslations('AdminCommon');
  const translations = useTranslations('AdminTranslations');
  // Those who may write have an action on every row: duplicate, or restore from the trash.
  const hasActions = canManage;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('column.name')}</th>
            <th scope="col">{t('column.detail')}</th>
            <th scope="col">{common('status')}</th>
            <th scope="col">{translations('column')}</th>
            {hasActions && <th scope="col">{common('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link href={`/admin/${kind.collection}/${item.id}`}>
                  {String(item[kind.nameKey])}
                </Link>
              </th>
              <td>{String(item[kind.detailKey] ?? '')}</td>
              <td>{common(`statusName.${item.status as 'publish'}`)}</td>
              <td>
                <MissingTranslationBadges
                  missing={item.missing_translations as MissingTranslations | undefined}
                />
              </td>
              {hasActions && (
                <td>
                  {item.status === 'trash' ? (
                    <RestoreButtons kind={kind} item={item} />
                  ) : (
                    <DuplicateButton
                      collection={kind.collection}
                      name={String(item[kind.nameKey])}
                      duplicate={(suffix) => duplicateLinkedPost(kind, item.id, suffix)}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** docs/api.md §5: restoring is an update with a status (linked-post-queries.ts); or deleting for good. */
function RestoreButtons({ kind, item }: { kind: LinkedKind; item: Item }) {
  const common = useTranslations('AdminCommon');
  const restoring = useMutation(restoreLinkedPostMutation(kind.collection));
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const restore = async (status: 'publish' | 'draft') => {
    setBusy(true);
    setFailure(undefined);
    try {
      await restoring.mutateAsync({ id: item.id, status });
    } catch (error) {
      setFailure(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  };
  const name = String(item[kind.nameKey]);
  return (
    <div className="row-actions">
      {(['publish', 'draft'] as const).map((status) => (
        // The name tells one row's buttons from another's; the visible words come first.
        <button
          key={status}
          type="button"
          aria-label={common(`restoreLabel.${status}`, { name })}
          disabled={isBusy}
          onClick={() => restore(status)}
        >
          {common(`restore.${status}`)}
        </button>
      ))}
      <PurgeButton collection={kind.collection} id={item.id} name={name} />
      <FormError code={failure} />
    </div>
  );
}
