// Small pieces several public pages share: an item's image, an event's
// status badge, a stored description.
import type { ImageObject } from '@/lib/media/serialize';
import type { PublicTranslator } from '@/lib/public/messages';
import type { PublicEvent } from '@/lib/public/types';
import { richText } from '@/lib/text/sanitize';

/** The page column is 46rem wide at most (style.ts); narrower screens show it at full width. */
const SIZES = '(max-width: 46rem) 100vw, 46rem';

/**
 * An item's image (docs/api.md §1.7): the uncropped renditions as a srcset so
 * a phone loads the medium one, the size written down so nothing moves when
 * it arrives, and the alternative text the editor wrote in the media library
 * ("" marks it decorative: the heading names the item).
 */
export function LeadImage({ image }: { image: ImageObject | false | undefined }) {
  if (!image) return null;
  // The thumbnail is cut square, so it is not the same picture at another size.
  const scaled = [image.sizes.medium, image.sizes.large].filter((size) => size !== undefined);
  const srcSet = [...scaled, image].map((size) => `${size.url} ${size.width}w`).join(', ');
  return (
    <img
      className="lead"
      src={image.url}
      srcSet={srcSet}
      sizes={SIZES}
      width={image.width}
      height={image.height}
      alt={image.alt}
      decoding="async"
    />
  );
}

const STATUS_LABELS = {
  canceled: 'statusCanceled',
  postponed: 'statusPostponed',
  moved_online: 'statusMovedOnline',
} as const;

/** An event's status badge; nothing for a scheduled event (docs/public-pages.md). */
export function StatusBadge({
  event,
  t,
}: {
  event: Pick<PublicEvent, 'event_status'>;
  t: PublicTranslator;
}) {
  const status = event.event_status;
  if (!status || status === 'scheduled') return null;
  return <strong className={`status status-${status}`}>{t(STATUS_LABELS[status])}</strong>;
}

/** The badge and the reason, as the event's page shows them under its title. */
export function StatusNotice({ event, t }: { event: PublicEvent; t: PublicTranslator }) {
  if (!event.event_status || event.event_status === 'scheduled') return null;
  return (
    <p className="event-status">
      <StatusBadge event={event} t={t} />
      {event.status_reason ? (
        <>
          {' '}
          <span className="reason">{event.status_reason}</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * A stored description, sanitised again as it is inserted: it was cleaned on
 * write, but a row written before a sanitiser fix must be as safe as a new
 * one. The page is built once per content change (the answer cache), so this
 * costs little.
 */
export function StoredHtml({ html, className }: { html: string; className?: string }) {
  const safe = richText(html);
  // Nothing to show is no element: an empty box would still take its margins.
  if (safe.trim() === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** Under an address: its OpenStreetMap search (lib/public/map-link.ts), when there is one. */
export function MapLink({ href, t }: { href: string | null; t: PublicTranslator }) {
  if (!href) return null;
  return (
    <>
      <br />
      <a className="map-link" href={href} rel="noopener">
        {t('mapLink')}
      </a>
    </>
  );
}
