// Venues as a kind of linked post: what the shared list, read and write code needs.
import type { VenueRow } from '../kind';
import { venueStore, type LinkedPostKind } from '../kind';
import { serializeVenue } from './serialize';
import { createVenue, readVenueInput, updateVenue, type VenueInput } from './write';

export const venues: LinkedPostKind<VenueRow, VenueInput> = {
  ...venueStore,
  // docs/api.md §3.2: not the country, not the website.
  searchFields: {
    translated: ['name', 'description', 'excerpt'],
    plain: ['address', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone'],
  },
  readInput: readVenueInput,
  create: createVenue,
  update: updateVenue,
  serialize: serializeVenue,
};
