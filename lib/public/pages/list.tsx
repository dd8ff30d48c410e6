// The list view (docs/public-pages.md "Views"): upcoming events as GET /events
// lists them, paged, or with `eventDisplay=past` the events that have ended,
// latest first, as The Events Calendar's list offers them. /events/list/ for
// the whole calendar; a category's or tag's archive is its list.
import { EventList } from '@/components/public/event-list';
import { formatWallTime } from '../../dates/format';
import type { Params } from '../../params/request-params';
import { visibleEvents } from '../reads';
import type { PublicContext } from '../route';
import { CALENDAR_SCOPE, type ViewScope } from '../views/scope';
import { viewContext } from '../views/view-context';

const MINUTE_MS = 60_000;

export async function listPage(context: PublicContext<object>, scope: ViewScope = CALENDAR_SCOPE) {
  const { url, params, language, baseUrl } = context;
  const view = await viewContext(context, scope);
  const { t, addresses } = view;
  const isPast = params.eventDisplay === 'past';
  const paging: Params = params.page === undefined ? {} : { page: params.page };
  // Past: ended before this minute, in the site's zone; the page holds until the next one.
  const endedBefore = view.now.round({ smallestUnit: 'minute', roundingMode: 'floor' });
  const list = await visibleEvents(
    isPast
      ? {
          ...view.filters,
          ...paging,
          ends_before: formatWallTime(endedBefore),
          strict_dates: 'true',
          orderby: 'start_date',
          order: 'desc',
        }
      : // Upcoming: every event not over before today, however far ahead (the API's
        // default window stops at 24 months); the page holds until midnight.
        { ...view.filters, ...paging, ends_after: `${view.today} 00:00:00`, strict_dates: 'true' },
    { baseUrl, language },
  );
  return view.page({
    kind: 'list',
    // An archive's upcoming list is its own page: its name alone heads it.
    heading: isPast ? t('pastEvents') : scope.title ? '' : t('upcoming'),
    reusableUntil: isPast ? endedBefore.epochMilliseconds + MINUTE_MS : view.midnight,
    kept: isPast ? { eventDisplay: 'past' } : {},
    intro: scope.description && <p className="description">{scope.description}</p>,
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
