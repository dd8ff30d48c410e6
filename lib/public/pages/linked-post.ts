// Venue and organizer pages (docs/api.md §10.8): the item's main fields, its JSON-LD
// (§1.9), and its upcoming events as GET /events?venue= (or organizer=) lists them.
import { organizers } from '../../linked-posts/organizer/kind';
import { venues } from '../../linked-posts/venue/kind';
import { markup, storedHtml, type Html } from '../html';
import { previewOf } from '../preview';
import { leadImage } from '../image';
import type { ImageObject } from '../../media/serialize';
import { publicTranslator, type PublicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { eventList, pageNumber } from '../parts';
import { visibleEvents, visibleLinkedPost } from '../reads';
import type { PublicContext } from '../route';

type Item = Awaited<ReturnType<typeof visibleLinkedPost>>;

function contactFacts(item: Item, t: PublicTranslator): Html {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const address = ['address', 'city', 'stateprovince', 'zip', 'country'].map(text).filter(Boolean);
  const website = text('website');
  const email = text('email');
  return markup`<dl class="facts">
    ${
      address.length
        ? markup`<dt>${t('address')}</dt>
            <dd>${address.join(', ')}</dd>`
        : ''
    }
    ${
      text('phone')
        ? markup`<dt>${t('phone')}</dt>
            <dd>${text('phone')}</dd>`
        : ''
    }
    ${
      email
        ? markup`<dt>${t('email')}</dt>
            <dd><a href="mailto:${email}">${email}</a></dd>`
        : ''
    }
    ${
      website
        ? markup`<dt>${t('website')}</dt>
            <dd><a href="${website}">${website}</a></dd>`
        : ''
    }
  </dl>`;
}

async function linkedPostPage(
  model: 'venue' | 'organizer',
  { url, path, params, language, baseUrl, site }: PublicContext<{ slug: string }>,
) {
  const t = publicTranslator(language);
  const visit = { baseUrl, language };
  const item =
    model === 'venue'
      ? await visibleLinkedPost(venues, path.slug, visit)
      : await visibleLinkedPost(organizers, path.slug, visit);
  const name = String(item[model]);
  const filter = { [model]: String(item.id), ...(params.page ? { page: params.page } : {}) };
  const list = await visibleEvents(filter, { baseUrl, language });
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title: name,
    // §10.8: a venue page names its events list, an organizer page the API root.
    apiRoot:
      model === 'venue' ? `${apiBase(baseUrl)}/events/?venue=${item.id}` : `${apiBase(baseUrl)}/`,
    jsonLd: [item.json_ld],
    preview: previewOf(item),
    reusableUntil: list.reusableUntil,
    main: markup`<article>
      <h1>${name}</h1>
      ${leadImage(item.image as ImageObject | false | undefined)} ${contactFacts(item, t)}
      <div class="description">${storedHtml(String(item.description ?? ''))}</div>
      <h2>${t(model === 'venue' ? 'eventsAtVenue' : 'eventsByOrganizer')}</h2>
      ${eventList({ list, page: pageNumber(url), url, baseUrl, language, t, feedHref: `/events/ical/?${model}=${item.id}` })}
    </article>`,
  });
}

export const venuePage = (context: PublicContext<{ slug: string }>) =>
  linkedPostPage('venue', context);
export const organizerPage = (context: PublicContext<{ slug: string }>) =>
  linkedPostPage('organizer', context);
