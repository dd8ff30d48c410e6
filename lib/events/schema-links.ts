// What an event write says about its venue, organizers, categories and tags
// (docs/api.md §4.5, §4.2.6): parsed here, applied by the write. The
// catalogue declares the four fields with these schemas.
import { ApiError, invalidParams } from '../http/errors';
import { isStoredId } from '../ids';
import { untypedSchema } from '../params/schemas';
import type { ParamValue, Params } from '../params/request-params';

/** An existing item by id, or fields of one to create inline. */
export type LinkTarget = { id: number } | { inline: Params };

export interface EventLinks {
  /** undefined: unchanged; null: no venue. */
  venue?: LinkTarget | null;
  /** undefined: unchanged; []: none. In linking order. */
  organizers?: LinkTarget[];
  /** undefined: unchanged; []: none. Ids, slugs or names (§4.2.6). */
  categories?: string[];
  tags?: string[];
}

const isMissing = (value: ParamValue | undefined) => value === undefined || value === null;
const isObject = (value: ParamValue | undefined): value is { [key: string]: ParamValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmptyObject = (value: ParamValue) => isObject(value) && Object.keys(value).length === 0;
/** An id, or null for anything that names no item: not digits, or past the id columns. */
const asId = (value: ParamValue | undefined) => {
  const isNumeric =
    typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()));
  return isNumeric && isStoredId(Number(value)) ? Number(value) : null;
};

/** §4.2.6: a list or a comma-separated string; non-scalar items are skipped. */
function termItems(value: ParamValue | undefined): string[] | undefined {
  if (isMissing(value)) return undefined;
  const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
  return items
    .flatMap((item) =>
      typeof item === 'string' ? item.split(',') : typeof item === 'number' ? [String(item)] : [],
    )
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function linkTarget(value: ParamValue): LinkTarget | null {
  const id = asId(value);
  if (id !== null) return { id };
  if (!isObject(value)) return null;
  if (value.id === undefined || value.id === null) return { inline: value };
  const inner = asId(value.id);
  return inner === null ? null : { id: inner };
}

const NO_VENUE = new Set([0, '0', '']);

function venueLink(value: ParamValue | undefined): LinkTarget | null | undefined {
  if (isMissing(value)) return undefined;
  const single = Array.isArray(value) ? (value.length === 1 ? value[0]! : value) : value;
  if (Array.isArray(single)) {
    if (single.length === 0) return null;
    // An event has at most one venue (§4.5).
    throw new ApiError(400, 'could-not-create-venue', 'An event can have only one venue.');
  }
  if (NO_VENUE.has(single as string | number) || isEmptyObject(single)) return null;
  const target = linkTarget(single);
  if (!target) throw invalidParams({ venue: 'Invalid parameter.' });
  return target;
}

function organizerLinks(value: ParamValue | undefined): LinkTarget[] | undefined {
  if (isMissing(value)) return undefined;
  if (value === 0 || value === '0' || value === '') return [];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').map((item) => item.trim())
      : [value];
  const targets: LinkTarget[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const target = linkTarget(item);
    if (!target) throw invalidParams({ organizer: 'Invalid parameter.' });
    if ('id' in target) {
      if (seen.has(target.id)) continue;
      seen.add(target.id);
    }
    targets.push(target);
  }
  return targets;
}

/**
 * The interface types the four as lists of ids; names, slugs and inline
 * items are also read (§4.2.6, §4.5).
 */
const references = <Value>(read: (value: ParamValue | undefined) => Value) =>
  untypedSchema(read).meta({ type: 'array', items: { type: 'integer' } });

export const termReferencesSchema = references(termItems);
export const venueLinkSchema = references(venueLink);
export const organizerLinksSchema = references(organizerLinks);
