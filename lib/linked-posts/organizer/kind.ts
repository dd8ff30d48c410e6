// Organizers as a kind of linked post: what the shared list, read and write code needs.
import type { OrganizerRow } from '../kind';
import { organizerStore, type LinkedPostKind } from '../kind';
import { serializeOrganizer } from './serialize';
import { createOrganizer, readOrganizerInput, updateOrganizer, type OrganizerInput } from './write';

export const organizers: LinkedPostKind<OrganizerRow, OrganizerInput> = {
  ...organizerStore,
  searchFields: {
    translated: ['name', 'description', 'excerpt'],
    plain: ['phone', 'email', 'website'],
  },
  readInput: readOrganizerInput,
  create: createOrganizer,
  update: updateOrganizer,
  serialize: serializeOrganizer,
};
