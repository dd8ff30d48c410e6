// The event editor's fields, their rules, and how they map to and from the
// REST representation (docs/api.md §1.2) and write parameters (§4.2).
// Messages are codes under `Validation`, so the form speaks every language.
import { z } from 'zod';
import type { eventFields } from '@/lib/events/schema';
import { isWebAddress, withoutParagraphs } from '../forms/form-text';
import { EDITABLE_STATUSES } from '../resource-kind';
import type { EventJson } from './event-queries';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_required');
const time = z.string().regex(/^\d{2}:\d{2}$/, 'time_required');

/** The statuses a caller may choose (§0.3): contributors only keep items unpublished. */
export const statusChoices = (canPublish: boolean) =>
  canPublish ? EDITABLE_STATUSES : (['draft', 'pending'] as const);

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
    venue: z.string(),
    newVenue: z.string(),
    organizers: z.array(z.string()),
    categories: z.string(),
    tags: z.string(),
    cost: z.string(),
    website: z.string().refine((text) => text === '' || isWebAddress(text), 'invalid_url'),
    /** The media id the API's `image` takes, "" for none (§4.7). */
    image: z.string(),
    status: z.enum(EDITABLE_STATUSES),
    featured: z.boolean(),
    sticky: z.boolean(),
    hideFromListings: z.boolean(),
  })
  .refine(
    (values) =>
      `${values.endDate} ${values.allDay ? '' : values.endTime}` >=
      `${values.startDate} ${values.allDay ? '' : values.startTime}`,
    { path: ['endDate'], message: 'end_before_start' },
  );

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
    venue: '',
    newVenue: '',
    organizers: [],
    categories: '',
    tags: '',
    cost: '',
    website: '',
    image: '',
    status: canPublish ? 'publish' : 'draft',
    featured: false,
    sticky: false,
    hideFromListings: false,
  };
}

export function eventFormValues(event: EventJson): EventFormValues {
  // A scheduled event is a published one whose date is ahead; a trashed one is restored as a draft.
  const status =
    event.status === 'future'
      ? 'publish'
      : (EDITABLE_STATUSES as readonly string[]).includes(event.status)
        ? (event.status as EventFormValues['status'])
        : 'draft';
  return {
    title: event.title,
    startDate: event.start_date.slice(0, 10),
    startTime: event.start_date.slice(11, 16),
    endDate: event.end_date.slice(0, 10),
    endTime: event.end_date.slice(11, 16),
    allDay: event.all_day,
    timezone: event.timezone,
    // The rich-text editor edits the HTML as the API answers it, paragraphs included.
    description: event.description,
    excerpt: withoutParagraphs(event.excerpt),
    venue: Array.isArray(event.venue) ? '' : String(event.venue.id),
    newVenue: '',
    organizers: event.organizer.map((organizer) => String(organizer.id)),
    categories: event.categories.map((term) => term.name).join(', '),
    tags: event.tags.map((term) => term.name).join(', '),
    cost: event.cost,
    // The API shows the event's own page when no website is stored.
    website: event.website === event.url ? '' : event.website,
    image: event.image ? String(event.image.id) : '',
    status,
    featured: event.featured,
    sticky: event.sticky,
    hideFromListings: event.hide_from_listings,
  };
}

/** The event write parameters, as the API's catalogue declares them (§A.2.1). */
type EventParameter = (typeof eventFields)[number]['name'];

/** A write's body: the catalogue checks the names, the server the values (§0.7). */
export type EventWriteBody = Partial<Record<EventParameter, unknown>>;

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The write parameters of docs/api.md §A.4.2 for these values. */
export function eventWriteBody(values: EventFormValues): EventWriteBody {
  return {
    title: values.title,
    start_date: `${values.startDate} ${values.allDay ? '00:00' : values.startTime}:00`,
    end_date: `${values.endDate} ${values.allDay ? '23:59' : values.endTime}:${values.allDay ? '59' : '00'}`,
    all_day: values.allDay,
    timezone: values.timezone,
    // The API refuses empty texts (§4.2.1), so an empty one is not sent.
    description: values.description || undefined,
    excerpt: values.excerpt || undefined,
    venue: values.newVenue.trim() ? { venue: values.newVenue.trim() } : values.venue || 0,
    organizer: values.organizers.map(Number),
    categories: list(values.categories),
    tags: list(values.tags),
    cost: values.cost,
    website: values.website,
    image: values.image,
    status: values.status,
    featured: values.featured,
    sticky: values.sticky,
    hide_from_listings: values.hideFromListings,
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
};
