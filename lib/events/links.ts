// Applying an event write's venue, organizers, categories and tags inside its
// transaction (rest-behaviour §4.5, §4.2.6). Inline venues and organizers are
// created with the caller's rights; any failure aborts the whole write.
import { ParamErrors } from '../http/coerce';
import { ApiError, invalidParams } from '../http/errors';
import type { Params } from '../http/request-params';
import { createOrganizer, readOrganizerInput } from '../organizers/write';
import type { Tx, WriteContext } from '../posts/write-context';
import { resolveEventTerms } from '../terms/resolve';
import { createVenue, readVenueInput } from '../venues/write';
import type { EventLinks, LinkTarget } from './link-params';

export interface AppliedLinks {
  /** undefined: unchanged. */
  venueId?: number | null;
  organizerIds?: number[];
  categoryIds?: number[];
  tagIds?: number[];
}

/** Reads inline fields; any problem with them is a problem with the linking parameter. */
function readInline<T>(
  name: 'venue' | 'organizer',
  fields: Params,
  read: (errors: ParamErrors) => T,
): T {
  try {
    const errors = new ParamErrors();
    const input = read(errors);
    errors.throwIfAny();
    return input;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      throw invalidParams({ [name]: 'Invalid parameter.' });
    throw error;
  }
}

async function venueId(tx: Tx, target: LinkTarget, context: WriteContext): Promise<number> {
  if ('id' in target) {
    const venue = await tx.venue.findUnique({ where: { id: target.id }, select: { status: true } });
    // A trashed venue cannot be linked (§4.5).
    if (!venue || venue.status === 'trash') throw invalidParams({ venue: 'Invalid parameter.' });
    return target.id;
  }
  const input = readInline('venue', target.inline, (errors) =>
    readVenueInput(target.inline, errors, { isCreate: true, siteZone: context.siteZone }),
  );
  return (await createVenue(tx, input, context)).id;
}

async function organizerIds(
  tx: Tx,
  targets: LinkTarget[],
  context: WriteContext,
): Promise<number[]> {
  const known = targets.flatMap((target) => ('id' in target ? [target.id] : []));
  const found = await tx.organizer.count({ where: { id: { in: known } } });
  if (found !== known.length) throw invalidParams({ organizer: 'Invalid parameter.' });
  const ids: number[] = [];
  for (const target of targets) {
    if ('id' in target) {
      ids.push(target.id);
      continue;
    }
    const input = readInline('organizer', target.inline, (errors) =>
      readOrganizerInput(target.inline, errors, { isCreate: true, siteZone: context.siteZone }),
    );
    const organizer = await createOrganizer(tx, input, context);
    if (!ids.includes(organizer.id)) ids.push(organizer.id);
  }
  return ids;
}

export async function applyLinks(
  tx: Tx,
  links: EventLinks,
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
    categoryIds:
      links.categories && (await resolveEventTerms(tx, 'category', links.categories, context)),
    tagIds: links.tags && (await resolveEventTerms(tx, 'tag', links.tags, context)),
  };
}

/** Replaces the join rows an applied write changed. */
export async function writeLinkRows(tx: Tx, eventId: number, links: AppliedLinks): Promise<void> {
  if (links.organizerIds) {
    await tx.eventOrganizer.deleteMany({ where: { eventId } });
    await tx.eventOrganizer.createMany({
      data: links.organizerIds.map((organizerId, position) => ({ eventId, organizerId, position })),
    });
  }
  if (links.categoryIds) {
    await tx.eventCategory.deleteMany({ where: { eventId } });
    await tx.eventCategory.createMany({
      data: links.categoryIds.map((categoryId) => ({ eventId, categoryId })),
    });
  }
  if (links.tagIds) {
    await tx.eventTag.deleteMany({ where: { eventId } });
    await tx.eventTag.createMany({ data: links.tagIds.map((tagId) => ({ eventId, tagId })) });
  }
}
