// Reading an event write's parameters (rest-behaviour §4.2.1): validation
// only, no database. Checks run in the interface document's declaration
// order, so `Invalid parameter(s): a, b` lists names in that order (§7.1).
import { booleanParam, ParamErrors, stringParam } from '../http/coerce';
import { invalidParams, missingParams } from '../http/errors';
import type { ParamValue, Params } from '../http/request-params';
import { websiteParam } from '../http/url-param';
import { readCommonPostParams, type CommonPostInput } from '../posts/fields';
import { parseDateTime } from '../dates/parse';
import { normaliseTimeZone } from '../dates/zones';
import { plainText, richText } from '../text/sanitize';
import { readLinks, type EventLinks } from './link-params';

export const EVENT_FLAGS = [
  'all_day',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
] as const;
type Flag = (typeof EVENT_FLAGS)[number];

export interface EventInput extends CommonPostInput, EventLinks {
  title?: string;
  /** Raw date-time strings, read later in the event's reference zone (§4.2.2). */
  startDate?: string;
  endDate?: string;
  description?: string;
  excerpt?: string;
  /** A stored zone; '' means the site zone. */
  timezone?: string;
  flags: Partial<Record<Flag, boolean>>;
  image?: ParamValue;
  /** Raw cost entries; [] clears (§1.8, §4.2.3). */
  cost?: string[];
  website?: string;
}

const REQUIRED_ON_CREATE = ['title', 'start_date', 'end_date'] as const;

const isMissing = (value: ParamValue | undefined) => value === undefined || value === null;

/** `website` (§4.2.1): '' or an absolute URL with a scheme and a host. */
/** `cost` (§4.2.1): a string, a number, or a list of them; '' and [] clear it. */
function costParam(value: ParamValue | undefined): string[] | undefined {
  if (isMissing(value)) return undefined;
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.values(value ?? {})
      : null;
  if (!items || !items.every((item) => typeof item === 'string' || typeof item === 'number')) {
    throw invalidParams({ cost: 'Invalid parameter.' });
  }
  return items.map(String).filter((item) => item !== '');
}

function nonEmptyText(name: string, value: ParamValue | undefined): string | undefined {
  return stringParam(name, value, { nonEmpty: true });
}

export function readEventInput(
  params: Params,
  options: { isCreate: boolean; siteZone: string },
): EventInput {
  if (options.isCreate) {
    const missing = REQUIRED_ON_CREATE.filter((name) => isMissing(params[name]));
    if (missing.length) throw missingParams([...missing]);
  }
  const errors = new ParamErrors();
  const title = errors.check(() => nonEmptyText('title', params.title));
  const startDate = errors.check(() => dateTimeText('start_date', params.start_date));
  const endDate = errors.check(() => dateTimeText('end_date', params.end_date));
  const common = readCommonPostParams(params, errors, options.siteZone);
  const description = errors.check(() => nonEmptyText('description', params.description));
  const excerpt = errors.check(() => nonEmptyText('excerpt', params.excerpt));
  const timezone = errors.check(() => timezoneParam(params.timezone));
  const flags: EventInput['flags'] = {};
  for (const flag of EVENT_FLAGS) {
    const value = errors.check(() => booleanParam(flag, params[flag]));
    if (value !== undefined) flags[flag] = value;
  }
  const cost = errors.check(() => costParam(params.cost));
  const website = errors.check(() => websiteParam('website', params.website));
  const links = readLinks(params, errors);
  errors.check(() => nonEmptyText('password', params.password));
  errors.throwIfAny();
  return {
    ...common,
    ...links,
    title: title === undefined ? undefined : plainText(title),
    startDate,
    endDate,
    description: description === undefined ? undefined : richText(description),
    excerpt: excerpt === undefined ? undefined : richText(excerpt),
    timezone,
    flags,
    image: params.image ?? undefined,
    cost,
    website,
  };
}

/**
 * A date-time parameter's text, checked against the grammar (§0.6) so that it
 * is reported with the other parameters. Whether text parses does not depend
 * on the zone; its meaning does, and the date step reads it in the right one.
 */
function dateTimeText(name: string, value: ParamValue | undefined): string | undefined {
  if (isMissing(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : nonEmptyText(name, value);
  if (text !== undefined && !parseDateTime(text, 'UTC')) {
    throw invalidParams({ [name]: 'Invalid parameter.' });
  }
  return text;
}

function timezoneParam(value: ParamValue | undefined): string | undefined {
  const text = stringParam('timezone', value);
  if (text === undefined || text === '') return text;
  const zone = normaliseTimeZone(text);
  if (!zone) throw invalidParams({ timezone: 'Invalid parameter.' });
  return zone;
}
