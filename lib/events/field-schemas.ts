// Schemas of the write fields only events have (docs/api.md §4.2.1). The
// catalogue declares the event fields with them (lib/api/catalogue/fields.ts)
// and readEventInput reads through those declarations.
import { z } from 'zod';
import { dateTimeTextParam } from '../dates/param';
import { normaliseTimeZone } from '../dates/zones';
import { stringParam } from '../params/coerce';
import { invalidParams } from '../http/errors';
import { untypedSchema, wire } from '../params/schemas';
import type { ParamValue } from '../params/request-params';
import { websiteParam } from '../params/url-param';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });
const isMissing = (value: ParamValue | undefined) => value === undefined || value === null;

/**
 * `start_date`, `end_date`: text the grammar of §0.6 reads, reported with the
 * other parameters. Whether text parses does not depend on the zone; its
 * meaning does, and the date step reads it in the event's (§4.2.2).
 */
export const eventDateSchema = (name: string) =>
  wire(
    (value) =>
      dateTimeTextParam(
        name,
        typeof value === 'number' ? value : stringParam(name, value, { nonEmpty: true }),
      ),
    z.string().optional().meta({ format: 'date-time' }),
  );

/** `timezone`: `""` (the site zone) or a zone of §0.6, in its canonical spelling. */
export const timezoneSchema = wire((value) => {
  const text = stringParam('timezone', value);
  if (text === undefined || text === '') return text;
  const zone = normaliseTimeZone(text);
  if (!zone) throw invalid('timezone');
  return zone;
}, z.string().optional());

/** `cost` (§1.8), untyped: a string, a number, or a list of them; `""` and `[]` clear it. */
export const costSchema = untypedSchema((value): string[] | undefined => {
  if (isMissing(value)) return undefined;
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.values(value ?? {})
      : null;
  if (!items || !items.every((item) => typeof item === 'string' || typeof item === 'number')) {
    throw invalid('cost');
  }
  return items.map(String).filter((item) => item !== '');
});

/** An event's `website`, which the interface leaves untyped; venues and organizers type theirs. */
export const eventWebsiteSchema = untypedSchema((value) => websiteParam('website', value));
