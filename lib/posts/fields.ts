// Parameters every event, venue and organizer write shares (rest-behaviour
// §4.1, §0.3): author, publication date, status and slug.
import type { Caller } from '../auth/caller';
import { canActForOthers, statusForRole } from '../auth/permissions';
import type { Db } from '../db';
import { formatWallTime, nowUtc } from '../dates/format';
import { dateTimeParam } from '../dates/param';
import { idParam, stringParam, type ParamErrors } from '../http/coerce';
import { ApiError, invalidParams } from '../http/errors';
import type { Params } from '../http/request-params';

const WRITABLE_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'];

export interface CommonPostInput {
  author?: number;
  /** Publication time in UTC, from `date_utc`, else from `date` read in the site zone. */
  dateUtc?: string;
  status?: string;
  slug?: string;
}

export function readCommonPostParams(
  params: Params,
  errors: ParamErrors,
  siteZone: string,
): CommonPostInput {
  const author = errors.check(() => idParam('author', params.author));
  const date = errors.check(() => dateTimeParam('date', params.date, siteZone));
  const dateUtc = errors.check(() => dateTimeParam('date_utc', params.date_utc, 'UTC'));
  const status = errors.check(() => {
    const value = stringParam('status', params.status);
    if (value !== undefined && !WRITABLE_STATUSES.includes(value))
      throw invalidParams({ status: 'Invalid parameter.' });
    return value;
  });
  const slug = errors.check(() => stringParam('slug', params.slug, { nonEmpty: true }));
  const instant = dateUtc ?? date;
  return {
    author,
    dateUtc: instant ? formatWallTime(instant.withTimeZone('UTC')) : undefined,
    status,
    slug,
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
