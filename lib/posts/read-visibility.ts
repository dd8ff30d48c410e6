// Which events, venues and organizers a list may contain for a caller
// (docs/api.md §0.4, §2.5). Returned as a Prisma `where` fragment.
import type { Caller } from '../auth/caller';
import { isEditorOrAbove } from '../auth/permissions';
import { invalidParams } from '../http/errors';

export const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
const LISTED_BY_DEFAULT = ['publish', 'future', 'draft', 'pending', 'private'];

/** Validates the `status` list parameter for this caller. */
export function statusFilter(
  caller: Caller | null,
  asked: string[] | undefined,
): string[] | undefined {
  if (asked === undefined) return undefined;
  const allowed: readonly string[] = caller ? STATUSES : ['publish'];
  if (asked.length === 0 || asked.some((status) => !allowed.includes(status))) {
    throw invalidParams({ status: 'Invalid parameter.' });
  }
  return asked;
}

export function visibleWhere(caller: Caller | null, statuses: string[] | undefined) {
  const wanted = statuses ?? (caller ? LISTED_BY_DEFAULT : ['publish']);
  if (!caller || caller.role === 'subscriber')
    return { status: { in: wanted.filter((status) => status === 'publish') } };
  if (isEditorOrAbove(caller)) return { status: { in: wanted } };
  const others = wanted.filter((status) => status === 'publish');
  return {
    OR: [
      ...(others.length ? [{ status: { in: others } }] : []),
      { authorId: caller.id, status: { in: wanted } },
    ],
  };
}
