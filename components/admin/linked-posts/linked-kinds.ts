// Venues and organizers are one kind of "linked post" in the API
// (lib/linked-posts/): a name, a description, contact fields and a
// status, trashed rather than deleted. Only their fields differ.
import type { FieldSpec, ResourceKind } from '../resource-kind';

export interface LinkedKind extends ResourceKind {
  collection: 'venues' | 'organizers';
  /** What the list shows beside the name. */
  detailKey: string;
}

const named = (name: string): FieldSpec[] => [
  { name, input: 'text', isRequired: true },
  { name: 'description', input: 'richtext' },
];

// The website is checked by the server only: its rule (an absolute URL, docs/api.md §4.3)
// is the one that counts, and its 400 names the field.
const contact: FieldSpec[] = [
  { name: 'phone', input: 'tel' },
  { name: 'website', input: 'url' },
];

const status: FieldSpec = { name: 'status', input: 'status' };
const publicationDate: FieldSpec = { name: 'date', input: 'publication-date' };
const image: FieldSpec = { name: 'image', input: 'image' };

export const venueKind: LinkedKind = {
  collection: 'venues',
  messages: 'AdminVenues',
  nameKey: 'venue',
  detailKey: 'city',
  eventsParam: 'venue',
  deletion: 'trash',
  fields: [
    ...named('venue'),
    ...['address', 'city', 'country', 'province', 'state', 'zip'].map((name): FieldSpec => ({
      name,
      input: 'text',
    })),
    ...contact,
    // §4.3: both default to true on create.
    { name: 'show_map', input: 'checkbox', initial: true },
    { name: 'show_map_link', input: 'checkbox', initial: true },
    image,
    status,
    publicationDate,
  ],
};

export const organizerKind: LinkedKind = {
  collection: 'organizers',
  messages: 'AdminOrganizers',
  nameKey: 'organizer',
  detailKey: 'email',
  eventsParam: 'organizer',
  deletion: 'trash',
  fields: [
    ...named('organizer'),
    ...contact,
    { name: 'email', input: 'email' },
    image,
    status,
    publicationDate,
  ],
};

export const linkedKinds = { venues: venueKind, organizers: organizerKind } as const;
