// Organizer writes (docs/api.md §4.4). Event writes create organizers
// inline (§4.5) through readOrganizerInput and createOrganizer, inside their
// own transaction.
import { linkedPostSlug, organizerFields } from '../schema';
import type { ParamErrors } from '../../params/coerce';
import { readParameters } from '../../params/read-parameters';
import type { Params } from '../../params/request-params';
import type { OrganizerRow } from '../kind';
import { organizerStore, type LinkedPostInput } from '../kind';
import {
  createLinkedPost,
  requireName,
  sharedPostInput,
  singleLines,
  updateLinkedPost,
} from '../write';
import type { Tx, WriteContext } from '../../write-context';

export interface OrganizerInput extends LinkedPostInput {
  phone?: string;
  website?: string;
  /** Not checked for format (as TEC). */
  email?: string;
}

/** Validation only, no database, through the organizer's declarations (../schema.ts): a create without `organizer` throws rest_missing_callback_param; invalid fields are recorded in `errors`. */
export function readOrganizerInput(
  params: Params,
  errors: ParamErrors,
  options: { isCreate: boolean; siteZone: string },
): OrganizerInput {
  requireName('organizer', params, options.isCreate);
  const values = readParameters([...organizerFields, linkedPostSlug], params, errors);
  return {
    ...sharedPostInput(values.organizer, values, options.siteZone),
    ...singleLines(values, ['phone', 'email']),
    website: values.website,
  };
}

const organizerColumns = ({ phone, website, email }: OrganizerInput) => ({ phone, website, email });

/** A new organizer, or the existing one the duplicate rule of §4.4 finds, unchanged. */
export async function createOrganizer(
  tx: Tx,
  input: OrganizerInput,
  context: WriteContext,
): Promise<OrganizerRow> {
  return createLinkedPost(tx, organizerStore, input, organizerColumns(input), context);
}

export async function updateOrganizer(
  tx: Tx,
  organizer: OrganizerRow,
  input: OrganizerInput,
  context: WriteContext,
): Promise<OrganizerRow> {
  return updateLinkedPost(tx, organizerStore, organizer, input, organizerColumns(input), context);
}
