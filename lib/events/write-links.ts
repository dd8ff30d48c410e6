// Applying an event write's venue, organizers, categories and tags inside its
// transaction (docs/api.md §4.5, §4.2.6). Inline venues and organizers are
// created with the caller's rights; any failure aborts the whole write.
import type { Caller } from '../auth/caller';
import { ParamErrors } from '../params/coerce';
import { ApiError, couldNot, failingAs, invalidParams } from '../http/errors';
import type { Params } from '../params/request-params';
import { prepareImage } from '../media/image-param';
import {
  createOrganizer,
  readOrganizerInput,
  type OrganizerInput,
} from '../linked-posts/organizer/write';
import type { LinkedPostInput } from '../linked-posts/kind';
import { insertRows } from '../db';
import type { Tx, WriteContext } from '../write-context';
import { resolveEventTerms } from '../terms/write-event-terms';
import { createVenue, readVenueInput, type VenueInput } from '../linked-posts/venue/write';
import type { TermNames } from './request';
import type { EventLinks, LinkTarget } from './schema-links';

export interface AppliedLinks {
  /** undefined: unchanged. */
  venueId?: number | null;
  organizerIds?: number[];
  categoryIds?: number[];
  tagIds?: number[];
}

/** An existing item by id, or a new one's fields, read and with its image fetched. */
type PreparedTarget<Input> = { id: number } | { inline: Input };

export interface PreparedLinks extends Pick<EventLinks, 'categories' | 'tags'> {
  venue?: PreparedTarget<VenueInput> | null;
  organizers?: PreparedTarget<OrganizerInput>[];
  /** Names of digits, linked beside the `categories` and `tags` items (EventRequest.termNames). */
  termNames?: TermNames;
}

interface PrepareContext {
  caller: Caller;
  baseUrl: string;
  siteZone: string;
}

/**
 * An inline venue's or organizer's fields, validated and with their image
 * resolved before the transaction; any problem with them is a problem with
 * the linking parameter (§4.5).
 */
async function prepareInline<Input extends LinkedPostInput>(
  name: 'venue' | 'organizer',
  target: LinkTarget,
  context: PrepareContext,
  read: (fields: Params, errors: ParamErrors) => Input,
): Promise<PreparedTarget<Input>> {
  if ('id' in target) return target;
  try {
    const errors = new ParamErrors();
    const input = read(target.inline, errors);
    errors.throwIfAny();
    const preparedImage = await prepareImage(input.image, context);
    return { inline: { ...input, preparedImage } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      throw invalidParams({ [name]: 'Invalid parameter.' });
    throw error;
  }
}

export async function prepareLinks(
  links: EventLinks,
  context: PrepareContext,
  termNames?: TermNames,
): Promise<PreparedLinks> {
  const options = { isCreate: true, siteZone: context.siteZone };
  const { venue, organizers } = links;
  return {
    categories: links.categories,
    tags: links.tags,
    termNames,
    venue:
      venue &&
      (await prepareInline('venue', venue, context, (fields, errors) =>
        readVenueInput(fields, errors, options),
      )),
    organizers:
      organizers &&
      (await Promise.all(
        organizers.map((target) =>
          prepareInline('organizer', target, context, (fields, errors) =>
            readOrganizerInput(fields, errors, options),
          ),
        ),
      )),
  };
}

async function venueId(
  tx: Tx,
  target: PreparedTarget<VenueInput>,
  context: WriteContext,
): Promise<number> {
  if ('inline' in target) {
    const venue = await failingAs(
      () => couldNot('create', 'venue'),
      () => createVenue(tx, target.inline, context),
    );
    return venue.id;
  }
  const venue = await tx.venue.findUnique({ where: { id: target.id }, select: { status: true } });
  // A trashed venue cannot be linked (§4.5).
  if (!venue || venue.status === 'trash') throw invalidParams({ venue: 'Invalid parameter.' });
  return target.id;
}

async function organizerIds(
  tx: Tx,
  targets: PreparedTarget<OrganizerInput>[],
  context: WriteContext,
): Promise<number[]> {
  const known = targets.flatMap((target) => ('id' in target ? [target.id] : []));
  const found = await tx.organizer.count({ where: { id: { in: known } } });
  if (found !== new Set(known).size) throw invalidParams({ organizer: 'Invalid parameter.' });
  const ids: number[] = [];
  for (const target of targets) {
    const id =
      'id' in target
        ? target.id
        : (
            await failingAs(
              () => couldNot('create', 'organizer'),
              () => createOrganizer(tx, target.inline, context),
            )
          ).id;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The taxonomy's term ids, undefined (unchanged) when neither items nor names were sent. */
async function termIds(
  tx: Tx,
  taxonomy: 'category' | 'tag',
  items: string[] | undefined,
  names: string[] | undefined,
  context: WriteContext,
): Promise<number[] | undefined> {
  if (items === undefined && !names?.length) return undefined;
  return resolveEventTerms(tx, taxonomy, items ?? [], context, names ?? []);
}

export async function applyLinks(
  tx: Tx,
  links: PreparedLinks,
  context: WriteContext,
): Promise<AppliedLinks> {
  return {
    venueId:
      links.venue === undefined
        ? undefined
        : links.venue === null
          ? null
          : await venueId(tx, links.venue, context),
    organizerIds: links.organizers && (await organizerIds(tx, links.organizers, context)),
    categoryIds: await termIds(
      tx,
      'category',
      links.categories,
      links.termNames?.categories,
      context,
    ),
    tagIds: await termIds(tx, 'tag', links.tags, links.termNames?.tags, context),
  };
}

/**
 * Replaces the join rows an applied write changed, on each of `eventIds`
 * (one event, or the occurrences of a series it reaches).
 */
export async function writeLinkRows(
  tx: Tx,
  eventIds: number[],
  links: Omit<AppliedLinks, 'venueId'>,
): Promise<void> {
  if (eventIds.length === 0) return;
  const events = { eventId: { in: eventIds } };
  const each = <Row>(make: (eventId: number) => Row[]) => eventIds.flatMap(make);
  const { organizerIds, categoryIds, tagIds } = links;
  // Multi-row INSERTs: a series writes these for hundreds of occurrences (lib/db.ts insertRows).
  if (organizerIds) {
    await tx.eventOrganizer.deleteMany({ where: events });
    await insertRows(
      tx,
      'event_organizers',
      each((eventId) =>
        organizerIds.map((organizerId, position) => ({ eventId, organizerId, position })),
      ),
    );
  }
  if (categoryIds) {
    await tx.eventCategory.deleteMany({ where: events });
    await insertRows(
      tx,
      'event_categories',
      each((eventId) => categoryIds.map((categoryId) => ({ eventId, categoryId }))),
    );
  }
  if (tagIds) {
    await tx.eventTag.deleteMany({ where: events });
    await insertRows(
      tx,
      'event_tags',
      each((eventId) => tagIds.map((tagId) => ({ eventId, tagId }))),
    );
  }
}
