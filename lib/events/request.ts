import type { Caller } from '../auth/caller';
import type { Params } from '../params/request-params';
import type { Tx } from '../write-context';
import { restBase } from '../http/headers';
import type { Language } from '../i18n/languages';
import type { SerializeContext } from '../posts/serialize';
import { getSettings } from '../settings/settings';

/** What the event operations take from a route's context: never the Request itself. */
export interface EventRequest {
  baseUrl: string;
  language: Language;
  caller: Caller | null;
  /** Query and body parameters with the path values. */
  params: Params;
  /** The If-Match header (docs/api.md §10.9). */
  ifMatch?: string | null;
  /**
   * Category and tag names made of digits, which `params` would read as term
   * ids: matched or created as names inside the write's transaction. Set by
   * the import (lib/imports/term-names.ts), never from a request.
   */
  termNames?: TermNames;
  /**
   * More work that must commit with the event's write or not at all, run
   * last in its transaction: the import's record of which UID became this
   * event (lib/imports/write-event.ts). Never from a request.
   */
  alsoInTransaction?: (tx: Tx, eventId: number) => Promise<void>;
}

export interface TermNames {
  categories?: string[];
  tags?: string[];
}

/** What serializing an event for this request needs. */
export async function serializeContextFor(
  request: Pick<EventRequest, 'baseUrl' | 'language' | 'caller'>,
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
