// `website` of events, venues and organizers (docs/api.md §4.2.1, §4.3):
// `""` (which clears it) or an absolute URL with a scheme and a host, as PHP's
// FILTER_VALIDATE_URL wants: `foo` and `example.com` are refused.
import { z } from 'zod';
import { stringParam } from './coerce';
import { invalidParams } from '../http/errors';
import { wire } from './schemas';
import type { ParamValue } from './request-params';

export function websiteParam(name: string, value: ParamValue | undefined): string | undefined {
  const text = stringParam(name, value);
  if (text === undefined || text === '') return text;
  if (!isAbsoluteUrl(text)) throw invalidParams({ [name]: 'Invalid parameter.' });
  return text;
}

/** The `website` of venues and organizers, which the interface types as a string. */
export const websiteSchema = wire((value) => websiteParam('website', value), z.string().optional());

function isAbsoluteUrl(text: string): boolean {
  // The URL parser forgives surrounding and inner whitespace; a stored website must not carry any.
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
}
