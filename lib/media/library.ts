// The admin's changes to the media library (docs/admin.md "Media"): an image's
// alternative text, and deleting an image nothing shows.
import type { Caller } from '../auth/caller';
import { canEditImage, canRead } from '../auth/permissions';
import { lockRowsForUpdate, writeTransaction, type TransactionClient } from '../db';
import { ApiError, forbidden } from '../http/errors';
import { isStoredId } from '../ids';
import type { ImageUpdate } from './schema';
import { IMAGE_TYPES } from './types';

/** An item that shows the image, named as its list in the 409 body. */
export interface ImageUser {
  id: number;
  title: string;
  status: string;
}

export interface ImageUsers {
  events: ImageUser[];
  venues: ImageUser[];
  organizers: ImageUser[];
  /** Items the caller may not read (another author's draft): counted, never named. */
  others: number;
}

const notFound = () => new ApiError(404, 'media-not-found', 'The image does not exist.');

const inUse = (users: ImageUsers) =>
  new ApiError(409, 'media-in-use', 'The image is shown by an event, venue or organizer.', {
    used_by: users,
  });

/** The image the caller may change, locked until the transaction ends: 404 unknown, 401/403 not theirs. */
async function editableImage(
  tx: TransactionClient,
  id: number,
  caller: Caller | null,
): Promise<void> {
  // Anonymous callers learn nothing, not even which ids exist.
  if (caller === null) throw forbidden(false);
  if (!isStoredId(id)) throw notFound();
  // A write giving the image to an item meanwhile waits for this one (PostgreSQL's FOR UPDATE).
  await lockRowsForUpdate(tx, 'media', `"id" = ${id}`);
  const image = await tx.media.findFirst({
    where: { id, mimeType: { in: [...IMAGE_TYPES] } },
    select: { authorId: true },
  });
  if (!image) throw notFound();
  if (!canEditImage(caller, image)) throw forbidden(caller !== null);
}

/** Sets an image's alternative text; every item showing it answers anew (the content stamp moves). */
export async function updateImage(
  id: number,
  update: ImageUpdate,
  caller: Caller | null,
): Promise<void> {
  await writeTransaction(async (tx) => {
    await editableImage(tx, id, caller);
    await tx.media.update({ where: { id }, data: { alt: update.alt } });
  });
}

const isSiteLogo = () =>
  new ApiError(
    409,
    'media-is-site-logo',
    "The image is the public site's logo: choose another one in the settings first.",
  );

/**
 * Deletes an image with its files, unless an event, venue or organizer shows
 * it (trashed ones count, as restoring them would bring back an item without
 * the image its author chose) or it is the site's logo, which only an
 * administrator may change (docs/public-pages.md "Site").
 */
export async function deleteImage(id: number, caller: Caller | null): Promise<void> {
  await writeTransaction(async (tx) => {
    await editableImage(tx, id, caller);
    const logo = await tx.setting.findUnique({ where: { key: 'site_logo' } });
    if (logo?.value === String(id)) throw isSiteLogo();
    const users = await imageUsers(tx, id, caller!);
    const named = users.events.length + users.venues.length + users.organizers.length;
    if (named + users.others > 0) throw inUse(users);
    await tx.postId.delete({ where: { id } });
  });
}

// A few names are enough to find the items; the body stays small whatever uses the image.
const USERS_SHOWN = 20;

async function imageUsers(
  tx: TransactionClient,
  imageId: number,
  caller: Caller,
): Promise<ImageUsers> {
  const where = { imageId };
  const order = { id: 'asc' } as const;
  const owned = { id: true, status: true, authorId: true } as const;
  const [events, venues, organizers] = await Promise.all([
    tx.event.findMany({
      where,
      orderBy: order,
      take: USERS_SHOWN,
      select: { ...owned, title: true },
    }),
    tx.venue
      .findMany({ where, orderBy: order, take: USERS_SHOWN, select: { ...owned, name: true } })
      .then((rows) => rows.map(({ name, ...rest }) => ({ ...rest, title: name }))),
    tx.organizer
      .findMany({ where, orderBy: order, take: USERS_SHOWN, select: { ...owned, name: true } })
      .then((rows) => rows.map(({ name, ...rest }) => ({ ...rest, title: name }))),
  ]);
  // An author may delete their own upload that someone else's draft shows:
  // the refusal must not tell them that draft's title.
  let others = 0;
  const readable = (rows: (ImageUser & { authorId: number })[]): ImageUser[] =>
    rows.flatMap(({ authorId, ...user }) => {
      if (canRead(caller, { authorId, status: user.status })) return [user];
      others += 1;
      return [];
    });
  return {
    events: readable(events),
    venues: readable(venues),
    organizers: readable(organizers),
    others,
  };
}
