// What the venue and organizer operations take from a request: routes pass
// their context, and no operation sees the Request itself.
import type { Caller } from '../auth/caller';
import { restBase } from '../http/headers';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import type { SerializeContext } from '../posts/serialize';

/** What these operations need of a request; routes pass their context. */
export interface LinkedPostRequest {
  /** Query and body parameters with the path values. */
  params: Params;
  /** Query and body parameters without the path values. */
  payload: Params;
  caller: Caller | null;
  language: Language;
  baseUrl: string;
  /** The If-Match header (docs/api.md §10.9). */
  ifMatch?: string | null;
}

export function serializeContextOf(
  request: Pick<LinkedPostRequest, 'baseUrl' | 'language' | 'caller'>,
  siteTimezone: string,
): SerializeContext {
  const { baseUrl, language, caller } = request;
  return { baseUrl, language, caller, restBase: restBase(baseUrl, language), siteTimezone };
}
