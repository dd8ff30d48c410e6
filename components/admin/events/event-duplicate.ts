'use client';

// Duplicating an event (docs/admin.md "Duplicating"): a new draft with the
// original's fields, made through the REST routes like any other event.
import { api } from '@/lib/client/api-client';
import { noRepeat } from '@/lib/events/repeat-rule';
import { publicationDateValues } from '../forms/publication-date';
import type { Duplicated } from '../lists/duplicate-button';
import { copyTranslations } from '../translations/copy-translations';
import { eventFormValues, eventWriteBody, type EventWriteBody } from './event-form-values';
import type { EventJson } from './event-queries';

/**
 * The create body for a copy of `event`: every field the editor writes, as a
 * draft titled with `suffix`, without a slug (the server makes one from the
 * title) or a publication date (it is published when someone publishes it).
 * An occurrence is copied as one event on its own date, without the series'
 * rule: a second series with the same dates is seldom what is meant, and a
 * repeat is one choice away in the copy's editor.
 */
export function eventCopyBody(event: EventJson, suffix: string): EventWriteBody {
  const values = eventFormValues(event);
  return eventWriteBody(
    {
      ...values,
      title: `${values.title}${suffix}`,
      status: 'draft',
      ...publicationDateValues(undefined),
      repeat: noRepeat(values.startDate),
    },
    // The copy keeps the original's zone as the API answers it, so the site's is never used.
    event.timezone,
  );
}

/** Makes the copy, then its French and Spanish texts. */
export async function duplicateEvent(id: number, suffix: string): Promise<Duplicated> {
  const event = await api.get<EventJson>(`/events/${id}`);
  const copy = await api.post<EventJson>('/events', eventCopyBody(event, suffix));
  const hasTranslations = await copyTranslations('events', id, copy.id, [
    { name: 'title' },
    { name: 'description' },
    { name: 'excerpt', isPlain: true },
    { name: 'status_reason' },
  ]);
  return { id: copy.id, hasTranslations };
}
