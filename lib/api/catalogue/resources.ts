// The five resources of the interface (docs/api.md §A.2, §A.4) as the route table
// needs them: their fields, list parameters and representation.
import { eventFields, eventPassword, seriesScope } from '../../events/schema';
import { eventListParameters } from '../../events/schema-list';
import {
  organizerFields,
  organizerListParameters,
  venueFields,
  venueListParameters,
} from '../../linked-posts/schema';
import {
  categoryFields,
  categoryListParameters,
  tagFields,
  tagListParameters,
} from '../../terms/schema';
import type { ParameterSpec } from '../../params/declare';
import type { SchemaName } from './schema-builders';

export interface Resource {
  collection: 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
  /** Singular, for descriptions: `Event`. */
  label: string;
  schema: SchemaName;
  /** Events, venues and organizers: trashed on delete, 404 past the last page (§2.2, §5). Terms: neither. */
  isPost: boolean;
  fields: readonly ParameterSpec[];
  /** Required on create (docs/api.md §A.4). */
  required: string[];
  listParameters: readonly ParameterSpec[];
  /** Parameters of the by-ID read, delete and update besides the id (the event password). */
  byIdExtras?: ParameterSpec[];
  /** Parameters of the update and delete of one item, by id and by slug (an event's `series_scope`). */
  writeExtras?: ParameterSpec[];
}

export const events: Resource = {
  collection: 'events',
  label: 'Event',
  schema: 'Event',
  isPost: true,
  fields: eventFields,
  required: ['title', 'start_date', 'end_date'],
  listParameters: eventListParameters,
  byIdExtras: [eventPassword],
  writeExtras: [seriesScope],
};
export const venues: Resource = {
  collection: 'venues',
  label: 'Venue',
  schema: 'Venue',
  isPost: true,
  fields: venueFields,
  required: ['venue'],
  listParameters: venueListParameters,
};
export const organizers: Resource = {
  collection: 'organizers',
  label: 'Organizer',
  schema: 'Organizer',
  isPost: true,
  fields: organizerFields,
  required: ['organizer'],
  listParameters: organizerListParameters,
};
export const categories: Resource = {
  collection: 'categories',
  label: 'Category',
  schema: 'Term',
  isPost: false,
  fields: categoryFields,
  required: ['name'],
  listParameters: categoryListParameters,
};
export const tags: Resource = {
  collection: 'tags',
  label: 'Tag',
  schema: 'Term',
  isPost: false,
  fields: tagFields,
  required: ['name'],
  listParameters: tagListParameters,
};
