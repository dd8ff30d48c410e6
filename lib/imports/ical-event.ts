// One VEVENT as the parameters of an event write (docs/import.md "What maps
// to what"): the import then writes it through the same createEvent and
// updateEvent as the REST API, so the API's validation and sanitising apply.
import ICAL from 'ical.js';
import type { Params } from '../params/request-params';
import {
  eventWhen,
  occurrenceStartOf,
  zoneOfTzid,
  type DateContext,
  type OccurrenceStart,
} from './ical-dates';
import { ItemRefused } from './refusal';

export interface ImportedVenue {
  name: string;
  address: string;
}

export interface ImportedOrganizer {
  name: string;
  email: string;
}

/** A VEVENT with a RECURRENCE-ID: one occurrence of the series of its UID, changed (docs/import.md). */
export interface ImportedOccurrence {
  /** How it is known again: the UID and the RECURRENCE-ID as the file writes it. */
  key: string;
  /** The occurrence's start as the series' rule gave it. */
  start: OccurrenceStart;
}

export interface ImportedEvent {
  uid: string;
  /** Set for a changed occurrence: `uid` is then its series'. */
  occurrence?: ImportedOccurrence;
  /** The event write's parameters, venue and organizer apart. */
  params: Params;
  /** Matched by name when the import writes, else created. */
  venue: ImportedVenue | null;
  /** One from a VEVENT; a CSV row may name several, in order. */
  organizer: ImportedOrganizer | ImportedOrganizer[] | null;
}

const text = (event: ICAL.Component, name: string): string => {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

const HTML_TAG = /<\/?(?:a|b|i|u|p|br|em|strong|span|div|ul|ol|li|h[1-6])\b[^>]*>/i;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Outlook's HTML body (X-ALT-DESC) when there is one; plain text is escaped, its line breaks kept. */
function descriptionOf(event: ICAL.Component): string {
  const html = event
    .getAllProperties('x-alt-desc')
    .find((property) => property.getParameter('fmttype') === 'text/html');
  const htmlText = html?.getFirstValue();
  if (typeof htmlText === 'string' && htmlText.trim()) return htmlText;
  const plain = text(event, 'description');
  // Google writes its descriptions as HTML already; "<with booking>" in plain text is no tag.
  return HTML_TAG.test(plain) ? plain : escapeHtml(plain);
}

/**
 * "Salle Pleyel, 252 Rue du Faubourg Saint-Honoré, Paris" (Google, The
 * Events Calendar) or one part a line (Apple): the name, then the address.
 */
function venueOf(event: ICAL.Component): ImportedVenue | null {
  const parts = text(event, 'location')
    .split(/[\n,]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [name, ...address] = parts;
  return name ? { name, address: address.join(', ') } : null;
}

function organizerOf(event: ICAL.Component): ImportedOrganizer | null {
  const property = event.getFirstProperty('organizer');
  if (!property) return null;
  const address = String(property.getFirstValue() ?? '');
  const email = /^mailto:/i.test(address) ? address.replace(/^mailto:/i, '').trim() : '';
  const commonName = property.getParameter('cn');
  const name = (typeof commonName === 'string' ? commonName : '').trim() || email;
  return name ? { name, email } : null;
}

function websiteOf(event: ICAL.Component): string | undefined {
  const url = text(event, 'url');
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const categoriesOf = (event: ICAL.Component) =>
  event
    .getAllProperties('categories')
    .flatMap((property) => property.getValues())
    .map((value) => String(value).trim())
    .filter(Boolean);

/** RRULE, EXDATE and RDATE as the API's `recurrence` lines (docs/recurrence.md), their TZIDs made IANA names. */
function recurrenceOf(event: ICAL.Component): string[] {
  const [rule] = event.getAllProperties('rrule');
  const dates = [...event.getAllProperties('exdate'), ...event.getAllProperties('rdate')];
  for (const property of dates) {
    const tzid = property.getParameter('tzid');
    if (typeof tzid !== 'string') continue;
    const zone = zoneOfTzid(tzid);
    if (!zone)
      throw new ItemRefused(
        'import-unknown-timezone',
        `The time zone "${tzid}" of an ${property.name.toUpperCase()} is not known.`,
      );
    property.setParameter('tzid', zone);
  }
  return [...(rule ? [rule] : []), ...dates].map((property) => property.toICALString());
}

/** The event write a VEVENT stands for; throws ItemRefused for one that cannot be imported. */
export function mapCalendarEvent(event: ICAL.Component, context: DateContext): ImportedEvent {
  const uid = text(event, 'uid');
  if (!uid) throw new ItemRefused('import-missing-uid', 'The event has no UID.');
  const recurrenceId = event.getFirstProperty('recurrence-id');
  const title = text(event, 'summary');
  if (!title) throw new ItemRefused('import-missing-summary', 'The event has no SUMMARY.');
  const website = websiteOf(event);
  // A changed occurrence repeats with its series, never by itself (RFC 5545 §3.8.4.4).
  const recurrence = recurrenceId ? [] : recurrenceOf(event);
  const description = descriptionOf(event);
  return {
    uid,
    ...(recurrenceId
      ? {
          occurrence: {
            key: `${uid} ${recurrenceId.toICALString()}`,
            start: occurrenceStartOf(recurrenceId, context),
          },
        }
      : {}),
    params: {
      title,
      // The API takes no empty description.
      ...(description ? { description } : {}),
      ...eventWhen(event, context),
      ...(website ? { website } : {}),
      categories: categoriesOf(event),
      // A cancelled event leaves the public calendar as a draft.
      status: text(event, 'status').toUpperCase() === 'CANCELLED' ? 'draft' : 'publish',
      ...(recurrence.length ? { recurrence } : {}),
    },
    venue: venueOf(event),
    organizer: organizerOf(event),
  };
}
