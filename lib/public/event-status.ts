// An event's status on the public pages (docs/public-pages.md): a badge and
// the reason, for any status but scheduled, which shows nothing.
import { markup, type Html } from './html';
import type { PublicTranslator } from './messages';
import type { PublicEvent } from './types';

const LABELS = {
  canceled: 'statusCanceled',
  postponed: 'statusPostponed',
  moved_online: 'statusMovedOnline',
} as const;

/** The badge alone, as an event in a list shows it. */
export function statusBadge(event: PublicEvent, t: PublicTranslator): Html | '' {
  const status = event.event_status;
  if (!status || status === 'scheduled') return '';
  return markup`<strong class="status status-${status}">${t(LABELS[status])}</strong>`;
}

/** The badge and the reason, as the event's page shows them under its title. */
export function statusNotice(event: PublicEvent, t: PublicTranslator): Html | '' {
  const badge = statusBadge(event, t);
  if (!badge) return '';
  return markup`<p class="event-status">
    ${badge}${event.status_reason ? markup` <span class="reason">${event.status_reason}</span>` : ''}
  </p>`;
}
