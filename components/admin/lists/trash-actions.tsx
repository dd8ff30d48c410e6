'use client';

// Deleting from the trash for good (docs/admin.md "Trash"): one item from
// its row, or the whole trash of a list, each asked first. Both go through
// the admin's trash endpoints, since the REST namespace only trashes.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminEndpoint } from '@/lib/client/api-client';
import { collectionKeys, writeMutation } from '../collection-queries';
import { showToast } from '../shell/toasts';
import { ConfirmAction } from './confirm-action';

export type TrashCollection = 'events' | 'venues' | 'organizers';

function purgeMutation(collection: TrashCollection) {
  return writeMutation(
    (id: number) => adminEndpoint.delete(`/api/trash/${collection}/${id}`),
    [collectionKeys(collection).all],
  );
}

function emptyTrashMutation(collection: TrashCollection) {
  return writeMutation(
    () => adminEndpoint.delete<{ deleted: number }>(`/api/trash/${collection}`),
    [collectionKeys(collection).all],
  );
}

/** A trashed row's "Delete permanently", named with the row's item. */
export function PurgeButton({
  collection,
  id,
  name,
}: {
  collection: TrashCollection;
  id: number;
  name: string;
}) {
  const t = useTranslations('AdminTrash');
  const purge = useMutation(purgeMutation(collection));
  return (
    <ConfirmAction
      label={t('purge')}
      accessibleLabel={t('purgeLabel', { name })}
      title={t('purgeTitle', { name })}
      text={t('purgeText')}
      confirmLabel={t('purge')}
      removesButton
      onConfirm={async () => {
        await purge.mutateAsync(id);
        showToast(t('purged', { name }));
      }}
    />
  );
}

/** "Empty the trash" above a list showing the trash, and what it did. */
export function EmptyTrashButton({ collection }: { collection: TrashCollection }) {
  const t = useTranslations('AdminTrash');
  const empty = useMutation(emptyTrashMutation(collection));
  const [deleted, setDeleted] = useState<number>();
  return (
    <div className="trash-bar">
      <ConfirmAction
        label={t('empty')}
        title={t('emptyTitle')}
        text={t('emptyText')}
        confirmLabel={t('empty')}
        onConfirm={async () => {
          setDeleted((await empty.mutateAsync()).deleted);
        }}
      />
      {deleted !== undefined && <p role="status">{t('emptied', { count: deleted })}</p>}
    </div>
  );
}
