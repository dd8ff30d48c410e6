// The index and the OpenAPI document as of now: the pure builders bound to
// the settings and the clock, which give per_page and the date window their
// current defaults (docs/api.md §2.2, §3.1, §8).
import { formatWallTime } from '../dates/format';
import { defaultDateWindow } from '../events/schema-list';
import { restBase } from '../http/headers';
import type { Language } from '../i18n/languages';
import { getSettings } from '../settings/settings';
import type { CurrentDefaults } from '../params/declare';
import { indexDocument, routeDescription } from './index-document';
import { openApiDocument } from './openapi-document';

export async function readCurrentDefaults(): Promise<CurrentDefaults> {
  const settings = await getSettings();
  const window = defaultDateWindow(settings.timezone);
  return {
    per_page: settings.posts_per_page,
    start_date: formatWallTime(window.start),
    end_date: formatWallTime(window.end),
  };
}

/** A route's `describe` for defineRoute: its entry of the index (§10.1). */
export const describeRoute = (pattern: string) => async (baseUrl: string, language: Language) =>
  routeDescription(pattern, { baseUrl, language, defaults: await readCurrentDefaults() });

export async function currentIndex(baseUrl: string, language: Language) {
  return indexDocument({ baseUrl, language, defaults: await readCurrentDefaults() });
}

export async function currentOpenApiDocument(baseUrl: string, language: Language) {
  return openApiDocument({
    restBase: restBase(baseUrl, language),
    defaults: await readCurrentDefaults(),
  });
}
