// The event editor's fields, their rules, and how they map to and from the
// REST representation (docs/api.md §1.2) and write parameters (§4.2).
// Messages are codes under `Validation`, so the form speaks every language.
import { z } from 'zod';
import type { eventFields } from '@/lib/events/schema';
import { choiceOf } from '../linked-posts/linked-post-queries';
import { isWebAddress, withoutParagraphs } from '../forms/form-text';
import { EDITABLE_STATUSES } from '../resource-kind';
import {
  publicationDateOf,
  publicationDateProblems,
  publicationDateShape,
  publicationDateValues,
} from '../forms/publication-date';
import type { EventJson } from './event-queries';
import { EVENT_STATUSES, STATUS_REASON_MAX_LENGTH } from '@/lib/events/event-status';
import {
  noRepeat,
  repeatLines,
  repeatOfLines,
  repeatSchema,
  type RepeatAnchor,
  type RepeatValues,
} from '@/lib/events/repeat-rule';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_required');
const time = z.string().regex(/^\d{2}:\d{2}$/, 'time_required');
/** An item a picker chose (forms/search-picker.tsx): written by id, shown by name. */
const choices = z.array(
  z.object({ id: z.number(), name: z.string(), detail: z.string().optional() }),
);

/** Where the currency symbol stands, as cost_details names it (docs/api.md §1.8). */
export const CURRENCY_POSITIONS = ['prefix', 'postfix'] as const;
type CurrencyPosition = (typeof CURRENCY_POSITIONS)[number];

/** The statuses the form holds: `future` is how a scheduled event reads back (§0.3). */
export const EVENT_FORM_STATUSES = [...EDITABLE_STATUSES, 'future'] as const;

/**
 * The statuses a caller may choose (§0.3): contributors only keep items
 * unpublished; "Scheduled" is offered while the event is scheduled, since a
 * date ahead is what schedules one (publishing with it is stored `future`).
 */
export const statusChoices = (canPublish: boolean, isScheduled = false) =>
  canPublish
    ? [...EDITABLE_STATUSES, ...(isScheduled ? (['future'] as const) : [])]
    : (['draft', 'pending'] as const);

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1),
    startDate: date,
    startTime: time,
    endDate: date,
    endTime: time,
    allDay: z.boolean(),
    timezone: z.string(),
    description: z.string(),
    excerpt: z.string(),
    /** None or one. */
    venue: choices.max(1),
    /** In the order the event lists them. */
    organizers: choices,
    categories: choices,
    tags: choices,
    cost: z.string(),
    currencySymbol: z.string(),
    currencyPosition: z.enum(CURRENCY_POSITIONS),
    website: z.string().refine((text) => text === '' || isWebAddress(text), 'invalid_url'),
    /** The media id the API's `image` takes, "" for none (§4.7). */
    image: z.string(),
    status: z.enum(EVENT_FORM_STATUSES),
    ...publicationDateShape,
    featured: z.boolean(),
    sticky: z.boolean(),
    hideFromListings: z.boolean(),
    showMap: z.boolean(),
    showMapLink: z.boolean(),
    repeat: repeatSchema,
    eventStatus: z.enum(EVENT_STATUSES),
    statusReason: z.string().trim().max(STATUS_REASON_MAX_LENGTH),
  })
  .superRefine(publicationDateProblems)
  .refine(
    (values) =>
      `${values.endDate} ${values.allDay ? '' : values.endTime}` >=
      `${values.startDate} ${values.allDay ? '' : values.startTime}`,
    { path: ['endDate'], message: 'end_before_start' },
  )
  .superRefine(({ repeat, startDate }, context) => {
    for (const [field, message] of repeatProblems(repeat, startDate))
      context.addIssue({ code: 'custom', path: ['repeat', field], message });
  });

/** The repeat control's fields at fault (as `Validation` codes); only those its choices show count. */
function repeatProblems(repeat: RepeatValues, startDate: string): [keyof RepeatValues, string][] {
  if (repeat.frequency === 'none' || repeat.frequency === 'custom') return [];
  const problems: [keyof RepeatValues, string][] = [];
  const isPositive = (text: string, max: number) => Number(text) >= 1 && Number(text) <= max;
  if (!isPositive(repeat.interval, 1000)) problems.push(['interval', 'positive_whole_number']);
  if (repeat.frequency === 'weekly' && repeat.weekdays.length === 0)
    problems.push(['weekdays', 'weekdays_required']);
  if (
    repeat.frequency === 'monthly' &&
    repeat.monthlyBy === 'day' &&
    !isPositive(repeat.monthDay, 31)
  )
    problems.push(['monthDay', 'invalid_value']);
  if (repeat.ends === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(repeat.until))
    problems.push(['until', 'date_required']);
  else if (repeat.ends === 'until' && repeat.until < startDate)
    problems.push(['until', 'until_before_start']);
  // The API makes at most 1,000 occurrences (docs/recurrence.md).
  if (repeat.ends === 'count' && !isPositive(repeat.count, 1000))
    problems.push(['count', 'positive_whole_number']);
  return problems;
}

export type EventFormValues = z.output<typeof eventFormSchema>;

export function emptyEventForm(
  siteZone: string,
  today: string,
  canPublish: boolean,
): EventFormValues {
  return {
    title: '',
    startDate: today,
    startTime: '19:00',
    endDate: today,
    endTime: '21:00',
    allDay: false,
    timezone: siteZone,
    description: '',
    excerpt: '',
    venue: [],
    organizers: [],
    categories: [],
    tags: [],
    cost: '',
    // No symbol: the API shows $ in front (docs/api.md §1.8), which the form says beside it.
    currencySymbol: '',
    currencyPosition: 'prefix',
    website: '',
    image: '',
    status: canPublish ? 'publish' : 'draft',
    ...publicationDateValues(undefined),
    featured: false,
    sticky: false,
    hideFromListings: false,
    showMap: false,
    showMapLink: false,
    repeat: noRepeat(today),
    eventStatus: 'scheduled',
    statusReason: '',
  };
}

/** `2026-12-07T10:30` (a time) or `2026-12-07` (an all-day date), as the calendar links to the new-event page. */
const PREFILL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

/**
 * A new event's values with the start and end the address gives
 * (`?start=2026-12-07T10:30&end=2026-12-07T11:00`, or days for an all-day
 * event): the calendar's empty time or day chosen. An end that is missing,
 * of the other kind or before the start is the start itself.
 */
export function withPrefilledTimes(
  values: EventFormValues,
  query: { get: (name: string) => string | null },
): EventFormValues {
  const start = PREFILL.exec(query.get('start') ?? '');
  if (!start) return values;
  const [, startDate, startTime] = start as unknown as [string, string, string | undefined];
  const allDay = startTime === undefined;
  const end = PREFILL.exec(query.get('end') ?? '');
  const isEndFitting =
    end !== null && (end[2] === undefined) === allDay && (end[0] ?? '') >= (start[0] ?? '');
  return {
    ...values,
    allDay,
    startDate,
    startTime: startTime ?? values.startTime,
    endDate: isEndFitting ? end[1]! : startDate,
    endTime: isEndFitting ? (end[2] ?? values.endTime) : (startTime ?? values.endTime),
    repeat: noRepeat(startDate),
  };
}

export function eventFormValues(event: EventJson): EventFormValues {
  // A trashed event is restored as a draft.
  const status = (EVENT_FORM_STATUSES as readonly string[]).includes(event.status)
    ? (event.status as EventFormValues['status'])
    : 'draft';
  const startDate = event.start_date.slice(0, 10);
  const startTime = event.start_date.slice(11, 16);
  return {
    title: event.title,
    startDate,
    startTime,
    endDate: event.end_date.slice(0, 10),
    endTime: event.end_date.slice(11, 16),
    allDay: event.all_day,
    timezone: event.timezone,
    // The rich-text editor edits the HTML as the API answers it, paragraphs included.
    description: event.description,
    excerpt: withoutParagraphs(event.excerpt),
    venue: Array.isArray(event.venue) ? [] : [choiceOf('venues', event.venue)],
    organizers: event.organizer.map((organizer) => choiceOf('organizers', organizer)),
    categories: event.categories.map(({ id, name }) => ({ id, name })),
    tags: event.tags.map(({ id, name }) => ({ id, name })),
    ...costFormValues(event.cost, event.cost_details),
    // The API shows the event's own page when no website is stored.
    website: event.website === event.url ? '' : event.website,
    image: event.image ? String(event.image.id) : '',
    status,
    ...publicationDateValues(event.date),
    featured: event.featured,
    sticky: event.sticky,
    hideFromListings: event.hide_from_listings,
    showMap: event.show_map,
    showMapLink: event.show_map_link,
    repeat: repeatOfLines(event.recurrence, {
      startDate,
      startTime: event.all_day ? '00:00' : startTime,
      zone: event.timezone,
    }),
    eventStatus: event.event_status,
    statusReason: event.status_reason,
  };
}

/** The event write parameters, as the API's catalogue declares them (§A.2.1). */
type EventParameter = (typeof eventFields)[number]['name'];

/** A write's body: the catalogue checks the names, the server the values (§0.7). */
export type EventWriteBody = Partial<Record<EventParameter, unknown>>;

const idsOf = (chosen: { id: number }[]) => chosen.map((choice) => choice.id);

/** When the event starts, for its repeat rule; an empty zone is the site's. */
function anchorOf(values: EventFormValues, siteZone: string): RepeatAnchor {
  return {
    startDate: values.startDate,
    startTime: values.allDay ? '00:00' : values.startTime,
    zone: values.timezone.trim() || siteZone,
  };
}

const COST_FIELDS = ['cost', 'currencySymbol', 'currencyPosition'] as const;

/**
 * The write parameters of docs/api.md §A.4.2 for these values. Given the
 * values the form started from, the cost goes only when one of its fields
 * changed: the form edits the numbers of `cost_details`, so sending them back
 * untouched would rewrite a cost typed elsewhere (`12–15 €`, `From $10`).
 */
export function eventWriteBody(
  values: EventFormValues,
  siteZone: string,
  initial?: EventFormValues,
): EventWriteBody {
  const isCostKept = initial && COST_FIELDS.every((field) => initial[field] === values[field]);
  return {
    title: values.title,
    start_date: `${values.startDate} ${values.allDay ? '00:00' : values.startTime}:00`,
    end_date: `${values.endDate} ${values.allDay ? '23:59' : values.endTime}:${values.allDay ? '59' : '00'}`,
    all_day: values.allDay,
    timezone: values.timezone,
    // The API refuses empty texts (§4.2.1), so an empty one is not sent.
    description: values.description || undefined,
    excerpt: values.excerpt || undefined,
    venue: values.venue[0]?.id ?? 0,
    organizer: idsOf(values.organizers),
    categories: idsOf(values.categories),
    tags: idsOf(values.tags),
    cost: isCostKept
      ? undefined
      : costEntry(values.cost, values.currencySymbol, values.currencyPosition),
    website: values.website,
    image: values.image,
    status: values.status,
    date: publicationDateOf(values),
    featured: values.featured,
    sticky: values.sticky,
    hide_from_listings: values.hideFromListings,
    show_map: values.showMap,
    show_map_link: values.showMapLink,
    recurrence: repeatLines(values.repeat, anchorOf(values, siteZone)),
    event_status: values.eventStatus,
    // A scheduled event has no reason: the API clears it (docs/api.md §4.2.7).
    status_reason: values.eventStatus === 'scheduled' ? undefined : values.statusReason,
  };
}

/**
 * The amounts as the form edits them, with their symbol and its position
 * apart: the numbers of `cost_details` (docs/api.md §1.8), since `cost` is
 * written for display (`Free`, `$` when there is no symbol). A cost without
 * numbers (`Donation`) is edited as it is.
 */
export function costFormValues(
  cost: string,
  details: EventJson['cost_details'],
): Pick<EventFormValues, 'cost' | 'currencySymbol' | 'currencyPosition'> {
  if (details.values.length === 0) {
    return { cost, currencySymbol: '', currencyPosition: 'prefix' };
  }
  return {
    cost: details.values.join(', '),
    currencySymbol: details.currency_symbol,
    currencyPosition: details.currency_position === 'postfix' ? 'postfix' : 'prefix',
  };
}

/**
 * The cost entry to send: the symbol where the API reads it, before the
 * first number or after the last (docs/api.md §1.8 rule 3). Amounts that
 * carry a symbol of their own (`€12`), or no number, are sent as typed.
 */
export function costEntry(cost: string, symbol: string, position: CurrencyPosition): string {
  const amount = cost.trim();
  const sign = symbol.trim();
  const hasOwnSymbol = !/^\d/.test(amount) || !/\d$/.test(amount);
  if (!sign || hasOwnSymbol) return amount;
  return position === 'prefix' ? `${sign}${amount}` : `${amount} ${sign}`;
}

/** Whether the repeat control says something else than it did (its lines may differ by the start alone). */
export const isRepeatChanged = (initial: EventFormValues, values: EventFormValues) =>
  JSON.stringify(initial.repeat) !== JSON.stringify(values.repeat);

/**
 * The parameters a write to an occurrence of a series sends: only those
 * changed, since an occurrence written alone owns what it is sent and a
 * whole-series write reaches every occurrence with it (docs/recurrence.md).
 * The lines go only when the rule changed: a new start alone moves the
 * stored ones on the server.
 */
export function changedWriteBody(
  initial: EventFormValues,
  values: EventFormValues,
  siteZone: string,
): EventWriteBody {
  const before = eventWriteBody(initial, siteZone);
  const after = eventWriteBody(values, siteZone);
  const changed = Object.entries(after).filter(
    ([name, value]) =>
      name !== 'recurrence' &&
      JSON.stringify(value) !== JSON.stringify(before[name as EventParameter]),
  );
  return {
    ...Object.fromEntries(changed),
    ...(isRepeatChanged(initial, values) ? { recurrence: after.recurrence } : {}),
  };
}

/** Which form field a write parameter's error belongs on. */
export const FIELD_OF_PARAMETER: Partial<Record<EventParameter, keyof EventFormValues>> = {
  title: 'title',
  start_date: 'startDate',
  end_date: 'endDate',
  all_day: 'allDay',
  timezone: 'timezone',
  description: 'description',
  excerpt: 'excerpt',
  venue: 'venue',
  organizer: 'organizers',
  categories: 'categories',
  tags: 'tags',
  cost: 'cost',
  website: 'website',
  image: 'image',
  status: 'status',
  date: 'publishDate',
  recurrence: 'repeat',
  event_status: 'eventStatus',
  status_reason: 'statusReason',
};
