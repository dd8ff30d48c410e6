import type { Caller } from '../auth/caller';
import { restBase } from '../http/headers';
import type { Language } from '../http/language';
import type { SerializeContext } from '../posts/common';
import { getSettings } from '../settings/settings';

/** What the event operations take from a route's context. */
export interface EventRequest {
  request: Request;
  baseUrl: string;
  language: Language;
  caller: Caller | null;
}

/** What serializing an event for this request needs. */
export async function serializeContextFor(
  request: Omit<EventRequest, 'request'>,
): Promise<SerializeContext> {
  const settings = await getSettings();
  return {
    baseUrl: request.baseUrl,
    language: request.language,
    restBase: restBase(request.baseUrl, request.language),
    caller: request.caller,
    siteTimezone: settings.timezone,
  };
}
