// Venue writes (docs/api.md §4.3). Event writes create venues inline
// (§4.5) through readVenueInput and createVenue, inside their own transaction.
import { linkedPostSlug, venueFields } from '../schema';
import type { ParamErrors } from '../../params/coerce';
import { readParameters } from '../../params/read-parameters';
import type { Params } from '../../params/request-params';
import type { VenueRow } from '../kind';
import { venueStore, type LinkedPostInput } from '../kind';
import {
  createLinkedPost,
  requireName,
  sharedPostInput,
  singleLines,
  updateLinkedPost,
} from '../write';
import type { Tx, WriteContext } from '../../write-context';
import { stateProvinceFor } from './state-province';

const TEXT_FIELDS = [
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'stateprovince',
] as const;

export interface VenueInput extends LinkedPostInput {
  address?: string;
  city?: string;
  country?: string;
  province?: string;
  state?: string;
  zip?: string;
  phone?: string;
  stateprovince?: string;
  website?: string;
  showMap?: boolean;
  showMapLink?: boolean;
}

/** Validation only, no database, through the venue's declarations (../schema.ts): a create without `venue` throws rest_missing_callback_param; invalid fields are recorded in `errors`. */
export function readVenueInput(
  params: Params,
  errors: ParamErrors,
  options: { isCreate: boolean; siteZone: string },
): VenueInput {
  requireName('venue', params, options.isCreate);
  const values = readParameters([...venueFields, linkedPostSlug], params, errors);
  return {
    ...sharedPostInput(values.venue, values, options.siteZone),
    showMap: values.show_map,
    showMapLink: values.show_map_link,
    ...singleLines(values, TEXT_FIELDS),
    website: values.website,
  };
}

// Undefined leaves a column as stored on update and takes the schema default
// on create (show_map and show_map_link: true).
function venueColumns(input: VenueInput, stored: VenueRow | undefined) {
  const { address, city, country, province, state, zip, phone, website } = input;
  return {
    address,
    city,
    country,
    province,
    state,
    zip,
    phone,
    website,
    showMap: input.showMap,
    showMapLink: input.showMapLink,
    stateprovince: stateProvinceFor(input, stored),
  };
}

/** A new venue, or the existing one the duplicate rule of §4.3 finds, unchanged. */
export async function createVenue(
  tx: Tx,
  input: VenueInput,
  context: WriteContext,
): Promise<VenueRow> {
  return createLinkedPost(tx, venueStore, input, venueColumns(input, undefined), context);
}

export async function updateVenue(
  tx: Tx,
  venue: VenueRow,
  input: VenueInput,
  context: WriteContext,
): Promise<VenueRow> {
  return updateLinkedPost(tx, venueStore, venue, input, venueColumns(input, venue), context);
}
