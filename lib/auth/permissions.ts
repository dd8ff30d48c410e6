// The capability table of docs/accounts.md, made exact in docs/api.md §0.4 and
// §11. Every route handler and the admin UI ask these functions; no route
// keeps its own copy of the rules.
import type { Caller } from './caller';

export interface OwnedItem {
  authorId: number;
  status: string;
}

const UNPUBLISHED = new Set(['draft', 'pending']);

export const isEditorOrAbove = (caller: Caller | null) =>
  caller?.role === 'administrator' || caller?.role === 'editor';

const owns = (caller: Caller, item: OwnedItem) => caller.id === item.authorId;

/** §0.4: published items for everyone; the rest for editors, or for their own author/contributor. */
export function canRead(caller: Caller | null, item: OwnedItem): boolean {
  if (item.status === 'publish') return true;
  if (!caller || caller.role === 'subscriber') return false;
  return isEditorOrAbove(caller) || owns(caller, item);
}

/** Events, venues, organizers: every signed-in role but subscribers. */
export function canCreate(caller: Caller | null): boolean {
  return caller !== null && caller.role !== 'subscriber';
}

/** §0.3: contributors never publish; their items stay draft or pending. */
export function canPublish(caller: Caller | null): boolean {
  return canCreate(caller) && caller!.role !== 'contributor';
}

/** §11 "may edit item X" (delete is the same), on the state stored before the write. */
export function canEdit(caller: Caller | null, item: OwnedItem): boolean {
  if (!caller) return false;
  switch (caller.role) {
    case 'administrator':
    case 'editor':
      return true;
    case 'author':
      return owns(caller, item);
    case 'contributor':
      return owns(caller, item) && UNPUBLISHED.has(item.status);
    default:
      return false;
  }
}

/** Users, API tokens and settings: administrators only. */
export const canManageAccounts = (caller: Caller | null) => caller?.role === 'administrator';

/**
 * Their own API tokens: every role that may write through the API (a
 * subscriber's token could only read what anonymous clients read).
 */
export const canMakeOwnTokens = canCreate;

/** Categories and tags: administrators and editors only. */
export const canManageTerms = isEditorOrAbove;

/** Setting `author` to someone else (§4.1). */
export const canActForOthers = isEditorOrAbove;

/** An image by URL or by upload (§4.7, §11): contributors cannot upload. */
export function canUploadImages(caller: Caller | null): boolean {
  return caller !== null && caller.role !== 'contributor' && caller.role !== 'subscriber';
}

/**
 * Changing an image's alternative text or deleting it (docs/admin.md "Media"):
 * administrators and editors any image, authors their own uploads, and
 * contributors, who cannot upload, none; as WordPress's media rules.
 */
export function canEditImage(caller: Caller | null, image: { authorId: number }): boolean {
  if (!canUploadImages(caller)) return false;
  return isEditorOrAbove(caller) || caller!.id === image.authorId;
}

/** §0.3: the status a write stores for the one asked (undefined: none asked). */
export function statusForRole(
  caller: Caller,
  asked: string | undefined,
  isCreate: boolean,
): string | undefined {
  if (caller.role !== 'contributor') return asked ?? (isCreate ? 'publish' : undefined);
  if (asked === undefined) return isCreate ? 'draft' : undefined;
  return UNPUBLISHED.has(asked) ? asked : 'pending';
}
