// What every calendar view reads before its events (docs/public-pages.md
// "Views"): the site's today in its zone, the addresses of the scope's other
// views with the visitor's filters, the filter bar with its options; and the
// page every view answers around its events.
import { Temporal } from '@js-temporal/polyfill';
import type { ReactNode } from 'react';
import { FilterBar } from '@/components/public/filter-bar';
import { ViewHeader, type StepLinks, type ViewKind } from '@/components/public/view-header';
import { temporalZone } from '../../dates/zones';
import { getSettings } from '../../settings/settings';
import { publicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import type { PublicContext } from '../route';
import { filterOptions } from './filter-options';
import { VIEW_ADDRESS_PARAMS } from './filters';
import { apiEvents, scopedFilters, viewAddresses, type ViewScope } from './scope';

interface ViewPage {
  kind: ViewKind;
  /** The view's own heading ("September 2064"), after an archive's name; "" for the name alone. */
  heading: string;
  /** The day it shows, which the switch to another view keeps (ViewHeader); today by default. */
  date?: string;
  /** The dates of the API list the view shows (X-TEC-API-ROOT). */
  dates?: Record<string, string>;
  reusableUntil: number;
  steps?: StepLinks;
  /** Hidden fields the filter bar keeps beside the language (the past list's). */
  kept?: Record<string, string>;
  /** Under the heading: an archive's description. */
  intro?: ReactNode;
  events: ReactNode;
}

export async function viewContext(context: PublicContext<object>, scope: ViewScope) {
  const { params, language } = context;
  const t = publicTranslator(language);
  const siteZone = (await getSettings()).timezone;
  const zone = temporalZone(siteZone);
  const now = Temporal.Now.zonedDateTimeISO(zone);
  const chosen = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const options = await filterOptions(language, {
    venue: chosen('venue'),
    organizer: chosen('organizer'),
  });
  const addresses = viewAddresses(scope, params, language);
  const filterBar = (action: string, kept: Record<string, string> = {}) => {
    // The content language rides along as the address names it: English is the default.
    const contentLanguage = language === 'en' ? undefined : language;
    return (
      <FilterBar
        options={options}
        params={params}
        action={action}
        kept={{ ...(contentLanguage ? { translation_language: contentLanguage } : {}), ...kept }}
        fixed={scope.fixed}
        t={t}
      />
    );
  };
  const today = now.toPlainDate().toString();
  return {
    t,
    /** The site's zone as stored (`Europe/Paris`, `UTC+2`), as events store theirs. */
    siteZone,
    zone,
    now,
    today,
    /** "Today" moves at the site's midnight, and with it what a view shows as current. */
    midnight: now.toPlainDate().add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds,
    addresses,
    filters: scopedFilters(scope, params),
    /** The view's answer: its header, then its events, in the calendar's wide frame. */
    page: (view: ViewPage) => {
      const title = [scope.title, view.heading].filter(Boolean).join(' · ');
      return pageAnswer({
        language,
        baseUrl: context.baseUrl,
        url: context.url,
        site: context.site,
        t,
        title,
        isWide: true,
        addressParams: VIEW_ADDRESS_PARAMS,
        apiRoot: apiEvents(apiBase(context.baseUrl), scope, view.dates),
        reusableUntil: view.reusableUntil,
        main: (
          <section className={`view ${view.kind}`} aria-labelledby="view-title">
            <ViewHeader
              kind={view.kind}
              title={title}
              addresses={addresses}
              date={view.date ?? today}
              t={t}
              filterBar={filterBar(context.url.pathname, view.kept)}
              steps={view.steps}
            >
              {view.intro}
            </ViewHeader>
            {view.events}
          </section>
        ),
      });
    },
  };
}

export type ViewContext = Awaited<ReturnType<typeof viewContext>>;
