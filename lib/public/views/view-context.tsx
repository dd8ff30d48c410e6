// What every calendar view reads before its events (docs/public-pages.md
// "Views"): the site's today in its zone, the addresses of the scope's other
// views with the visitor's filters, and the filter bar with its options.
import { Temporal } from '@js-temporal/polyfill';
import { FilterBar } from '@/components/public/filter-bar';
import { temporalZone } from '../../dates/zones';
import { getSettings } from '../../settings/settings';
import { publicTranslator } from '../messages';
import type { PublicContext } from '../route';
import { filterOptions } from './filter-options';
import { filterQuery, scopedFilters, viewAddresses, type ViewScope } from './scope';

export async function viewContext(context: PublicContext<object>, scope: ViewScope) {
  const { params, language } = context;
  const t = publicTranslator(language);
  const zone = temporalZone((await getSettings()).timezone);
  const now = Temporal.Now.zonedDateTimeISO(zone);
  const options = await filterOptions(language);
  return {
    t,
    zone,
    now,
    today: now.toPlainDate().toString(),
    /** "Today" moves at the site's midnight, and with it what a view shows as current. */
    midnight: now.toPlainDate().add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds,
    addresses: viewAddresses(scope, params, language),
    filters: scopedFilters(scope, params),
    /** The bar for a view at `action`, keeping `kept` (past events) beside the content language. */
    filterBar: (action: string, kept: Record<string, string> = {}) => {
      const language = filterQuery({}, context.language).get('translation_language');
      return (
        <FilterBar
          options={options}
          params={params}
          action={action}
          kept={{ ...(language ? { translation_language: language } : {}), ...kept }}
          fixed={scope.fixed}
          t={t}
        />
      );
    },
  };
}

export type ViewContext = Awaited<ReturnType<typeof viewContext>>;
