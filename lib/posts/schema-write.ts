// Parameters every event, venue and organizer write shares (docs/api.md
// §4.1, §0.3): author, publication date, status and slug, once read through
// their declarations (their schemas: field-schemas.ts).
import type { Caller } from '../auth/caller';
import { canActForOthers, statusForRole } from '../auth/permissions';
import type { Db } from '../db';
import { formatWallTime, nowUtc } from '../dates/format';
import { zonedDateTime } from '../dates/param';
import { ApiError, invalidParams } from '../http/errors';

export interface CommonPostInput {
  author?: number;
  /** Publication time in UTC, from `date_utc`, else from `date` read in the site zone. */
  dateUtc?: string;
  status?: string;
  slug?: string;
}

/** The shared fields as their declarations read them (lib/posts/schema.ts). */
export interface CommonPostValues {
  author?: number;
  date?: string;
  date_utc?: string;
  status?: string;
  slug?: string;
}

/** §4.1: `date_utc` wins over `date`, which is read in the site zone. */
export function commonPostInput(values: CommonPostValues, siteZone: string): CommonPostInput {
  const instant =
    zonedDateTime('date_utc', values.date_utc, 'UTC') ??
    zonedDateTime('date', values.date, siteZone);
  return {
    author: values.author,
    dateUtc: instant ? formatWallTime(instant.withTimeZone('UTC')) : undefined,
    status: values.status,
    slug: values.slug,
  };
}

/** §4.1 author, a validation (§7.2 step 5): an existing user. */
export async function checkAuthorExists(
  tx: Pick<Db, 'user'>,
  author: number | undefined,
): Promise<void> {
  if (author === undefined) return;
  if (!(await tx.user.findUnique({ where: { id: author }, select: { id: true } }))) {
    throw invalidParams({ author: 'Invalid parameter.' });
  }
}

/** §4.1 author, a permission: only administrators and editors may name someone else. */
export function checkActingFor(caller: Caller, author: number | undefined): void {
  if (author !== undefined && author !== caller.id && !canActForOthers(caller)) {
    throw new ApiError(
      403,
      'rest_cannot_edit_others',
      'Sorry, you are not allowed to update posts as this user.',
    );
  }
}

/**
 * The status to store (§0.3): the one asked, adjusted by role (`current` when
 * none is asked on an update), then `publish` with a publication date in the
 * future becomes `future` and `future` with one not in the future `publish`.
 */
export function resolveStatus(
  caller: Caller,
  asked: string | undefined,
  dateUtc: string,
  current: string | undefined,
): string {
  const status = statusForRole(caller, asked, current === undefined) ?? current ?? 'publish';
  if (status === 'publish' && dateUtc > nowUtc()) return 'future';
  if (status === 'future' && dateUtc <= nowUtc()) return 'publish';
  return status;
}
