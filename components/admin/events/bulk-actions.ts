// Bulk actions of the events screen: each is one REST write per event
// (restoring is an update with a status, trashing a DELETE: docs/api.md §5),
// except deleting for good, which only the admin's trash endpoint does.
import { api, purgeEvent } from '@/lib/client/api-client';

export const BULK_ACTIONS = ['publish', 'unpublish', 'trash', 'restore', 'purge'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The actions that make sense for the list shown and the caller's rights. */
export function bulkActionsFor(status: string, canPublish: boolean): BulkAction[] {
  if (status === 'trash') return ['restore', 'purge'];
  return BULK_ACTIONS.filter(
    (action) => action !== 'restore' && action !== 'purge' && (canPublish || action !== 'publish'),
  );
}

export function applyBulkAction(action: BulkAction, id: number): Promise<unknown> {
  switch (action) {
    case 'publish':
      return api.patch(`/events/${id}`, { status: 'publish' });
    case 'unpublish':
    case 'restore':
      return api.patch(`/events/${id}`, { status: 'draft' });
    case 'trash':
      return api.delete(`/events/${id}`);
    case 'purge':
      return purgeEvent(id);
  }
}

/**
 * Runs `action` on each id in turn, reporting progress and the failures so
 * far; resolves to the ids that failed.
 */
export async function runBulkAction(
  action: BulkAction,
  ids: number[],
  onProgress: (done: number, failed: number[]) => void,
): Promise<number[]> {
  const failed: number[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await applyBulkAction(action, id);
    } catch {
      failed.push(id);
    }
    onProgress(index + 1, failed);
  }
  return failed;
}
