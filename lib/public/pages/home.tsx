// The home page: upcoming events, paged as GET /events pages them (docs/api.md §10.8).
import { EventList } from '@/components/public/event-list';
import { publicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { visibleEvents } from '../reads';
import type { PublicContext } from '../route';

export async function homePage({ url, params, language, baseUrl, site }: PublicContext<object>) {
  const t = publicTranslator(language);
  const list = await visibleEvents(params.page === undefined ? {} : { page: params.page }, {
    baseUrl,
    language,
  });
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title: t('upcoming'),
    apiRoot: `${apiBase(baseUrl)}/`,
    reusableUntil: list.reusableUntil,
    main: (
      <>
        <h1>{t('upcoming')}</h1>
        <EventList list={list} view={{ url, baseUrl, language, t }} feedHref="/events/ical/" />
      </>
    ),
  });
}
