// The list view (docs/public-pages.md "Views"): upcoming events as GET /events
// lists them, paged, or with `eventDisplay=past` the events that have ended,
// latest first, as The Events Calendar's list offers them. /events/list/ for
// the whole calendar; a category's or tag's archive is its list.
import { EventList } from '@/components/public/event-list';
import { StoredHtml } from '@/components/public/parts';
import type { Params } from '../../params/request-params';
import { visibleEvents } from '../reads';
import type { PublicContext } from '../route';
import { CALENDAR_SCOPE, type ViewScope } from '../views/scope';
import { viewContext } from '../views/view-context';

export async function listPage(context: PublicContext<object>, scope: ViewScope = CALENDAR_SCOPE) {
  const { url, params, language, baseUrl } = context;
  const view = await viewContext(context, scope);
  const { t, addresses } = view;
  const isPast = params.eventDisplay === 'past';
  const paging: Params = params.page === undefined ? {} : { page: params.page };
  // The site's midnight divides the two lists, as the API's default window
  // starts the day (docs/api.md §3.1): upcoming is every event that ends today
  // or later, however far ahead (that window stops at 24 months), past every
  // event that ended before today (one ending at midnight, 00:00:00, is past:
  // the bounds are strict). Both hold until the next midnight.
  const dates: Params = isPast
    ? { ends_before: `${view.today} 00:00:01`, orderby: 'start_date', order: 'desc' }
    : { ends_after: `${view.today} 00:00:00` };
  const list = await visibleEvents(
    { ...view.filters, ...paging, ...dates, strict_dates: 'true' },
    { baseUrl, language },
  );
  return view.page({
    kind: 'list',
    // An archive's upcoming list is its own page: its name alone heads it.
    heading: isPast ? t('pastEvents') : scope.title ? '' : t('upcoming'),
    reusableUntil: view.midnight,
    kept: isPast ? { eventDisplay: 'past' } : {},
    intro: scope.description && <StoredHtml className="description" html={scope.description} />,
    events: (
      <>
        <EventList
          list={list}
          view={{ url, baseUrl, language, t }}
          feedHref={addresses.feed()}
          emptyText={isPast ? t('noPastEvents') : t('noEvents')}
        />
        <p className="other-list">
          <a href={addresses.list(!isPast)} data-view-link="">
            {isPast ? t('showUpcoming') : t('showPast')}
          </a>
        </p>
      </>
    ),
  });
}
