// Category and tag pages (docs/api.md §10.8): the term's events as GET /events?categories=
// (or tags=) lists them, paged.
import { EventList } from '@/components/public/event-list';
import { publicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { visibleEvents, visibleTerm } from '../reads';
import type { PublicContext } from '../route';

export async function termPage(
  taxonomy: 'category' | 'tag',
  slugs: string[],
  { url, params, language, baseUrl, site }: PublicContext<object>,
) {
  const t = publicTranslator(language);
  const term = await visibleTerm(taxonomy, slugs, language);
  const filterName = taxonomy === 'category' ? 'categories' : 'tags';
  const list = await visibleEvents(
    { [filterName]: term.slug, ...(params.page ? { page: params.page } : {}) },
    { baseUrl, language },
  );
  const title = t(taxonomy === 'category' ? 'categoryTitle' : 'tagTitle', { name: term.name });
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title,
    apiRoot: `${apiBase(baseUrl)}/events/?${filterName}=${term.slug}`,
    reusableUntil: list.reusableUntil,
    main: (
      <>
        <h1>{title}</h1>
        {term.description && <p className="description">{term.description}</p>}
        <EventList
          list={list}
          view={{ url, baseUrl, language, t }}
          feedHref={`/events/ical/?${filterName}=${term.slug}`}
        />
      </>
    ),
  });
}
