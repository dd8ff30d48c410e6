// Venue and organizer pages (docs/api.md §10.8): the item's main fields, its JSON-LD
// (§1.9), and its upcoming events as GET /events?venue= (or organizer=) lists them.
import { EventList } from '@/components/public/event-list';
import { LeadImage, MapLink, StoredHtml } from '@/components/public/parts';
import { organizers } from '../../linked-posts/organizer/kind';
import { venues } from '../../linked-posts/venue/kind';
import type { ImageObject } from '../../media/serialize';
import { publicTranslator, type PublicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { venueMapLink } from '../map-link';
import { previewOf } from '../preview';
import type { PublicVenue } from '../types';
import { visibleEvents, visibleLinkedPost } from '../reads';
import type { PublicContext } from '../route';

type Item = Awaited<ReturnType<typeof visibleLinkedPost>>;

function ContactFacts({ item, t }: { item: Item; t: PublicTranslator }) {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const address = ['address', 'city', 'stateprovince', 'zip', 'country'].map(text).filter(Boolean);
  // Organizers have no address; a venue's page links it on the map as its events do.
  const map = address.length > 0 ? venueMapLink(item as unknown as PublicVenue) : null;
  const website = text('website');
  const email = text('email');
  const phone = text('phone');
  return (
    <dl className="facts">
      {address.length > 0 && (
        <>
          <dt>{t('address')}</dt>
          <dd>
            {address.join(', ')}
            <MapLink href={map} t={t} />
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt>{t('phone')}</dt>
          <dd>{phone}</dd>
        </>
      )}
      {email && (
        <>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
      {website && (
        <>
          <dt>{t('website')}</dt>
          <dd>
            <a href={website}>{website}</a>
          </dd>
        </>
      )}
    </dl>
  );
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
    main: (
      <article>
        <h1>{name}</h1>
        <LeadImage image={item.image as ImageObject | false | undefined} />
        <ContactFacts item={item} t={t} />
        <StoredHtml className="description" html={String(item.description ?? '')} />
        <h2>{t(model === 'venue' ? 'eventsAtVenue' : 'eventsByOrganizer')}</h2>
        <EventList
          list={list}
          view={{ url, baseUrl, language, t }}
          feedHref={`/events/ical/?${model}=${item.id}`}
        />
      </article>
    ),
  });
}

export const venuePage = (context: PublicContext<{ slug: string }>) =>
  linkedPostPage('venue', context);
export const organizerPage = (context: PublicContext<{ slug: string }>) =>
  linkedPostPage('organizer', context);
