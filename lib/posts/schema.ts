// Schemas of the write fields events, venues and organizers share
// (docs/api.md §4.1, §0.3). The catalogue declares the fields with them
// with them, and the writes read through those declarations.
import { z } from 'zod';
import { dateTimeTextParam } from '../dates/param';
import { stringParam } from '../params/coerce';
import { invalidParams } from '../http/errors';
import { param, type DefaultOnly as Extra } from '../params/declare';
import { idSchema, wire } from '../params/schemas';

/** §0.3: what a write may ask for; `trash` is reached by DELETE only (§5). */
const WRITABLE_STATUSES: readonly string[] = ['publish', 'future', 'draft', 'pending', 'private'];

/** A status a write may ask for; which one is stored also depends on the role (resolveStatus). */
export const postStatusSchema = wire((value) => {
  const status = stringParam('status', value);
  if (status !== undefined && !WRITABLE_STATUSES.includes(status))
    throw invalidParams({ status: 'Invalid parameter.' });
  return status;
}, z.string().optional());

/** `date` and `date_utc` (§4.1) as sent, checked against the grammar of §0.6. */
const publicationDateSchema = (name: string) =>
  wire((value) => dateTimeTextParam(name, value), z.string().optional());

/** Author and publication dates, declared alike in §A.2.1, §A.2.2 and §A.2.3 but for defaults. */
export const authorship = (extra: Extra = {}) =>
  [
    param('author', idSchema('author'), 'Author ID', extra),
    param('date', publicationDateSchema('date'), 'Publication date', extra),
    param('date_utc', publicationDateSchema('date_utc'), 'Publication date in UTC', extra),
  ] as const;
