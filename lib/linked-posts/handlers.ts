// One venue or organizer: read, create, update and delete (docs/api.md
// §1.3, §1.4, §4, §5, §6), in the order of checks of §7.2: parameters
// (the path's id or slug included), then permission, then the item's state.
import type { Caller } from '../auth/caller';
import { canCreate, canEdit, canRead } from '../auth/permissions';
import { db, writeTransaction, type Db } from '../db';
import { idParam, ParamErrors } from '../params/coerce';
import {
  ApiError,
  couldNot,
  failingAs,
  forbidden,
  invalidParams,
  preconditionFailed,
} from '../http/errors';
import type { Params } from '../params/request-params';
import type { Reply } from '../http/reply';
import { ifMatchFails } from '../http/validators';
import { prepareImage } from '../media/image-param';
import { getSettings } from '../settings/settings';
import type { SerializeContext } from '../posts/serialize';
import { translatableColumns, withTranslationStatus } from '../posts/missing-translations';
import type { LinkedModel, LinkedPostInput, LinkedPostKind, LinkedPostRow } from './kind';
import { serializeContextOf, type LinkedPostRequest } from './request';
import { trashLinkedPost } from './write';
import type { Tx, WriteContext } from '../write-context';

/** The path value naming the item: `/{kind}s/{id}` or `/{kind}s/by-slug/{slug}`. */
export type Locator = { id: string } | { slug: string };

type AnyKind<Row extends LinkedPostRow> = LinkedPostKind<Row, LinkedPostInput>;

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/**
 * §7.2 step 5: an id that is not one of this kind's, or a slug no live item
 * of this kind carries (§6), is an invalid parameter.
 */
async function locate<Row extends LinkedPostRow>(
  client: Pick<Db, LinkedModel>,
  kind: AnyKind<Row>,
  locator: Locator,
): Promise<Row> {
  const table = kind.table(client);
  if ('id' in locator) {
    const id = idParam('id', locator.id);
    const row = id === undefined ? null : await table.findUnique({ where: { id } });
    if (!row) throw invalid('id');
    return row;
  }
  // Slugs may keep percent-encoded letters (§0.7); the path may carry them decoded.
  const slugs = [locator.slug, encodeURIComponent(locator.slug).toLowerCase()];
  const row = await table.findFirst({ where: { liveSlug: { in: slugs } } });
  if (!row) throw invalid('slug');
  return row;
}

function readValidInput<Input extends LinkedPostInput>(
  kind: LinkedPostKind<LinkedPostRow, Input>,
  payload: Params,
  options: { isCreate: boolean; siteZone: string },
): Input {
  const errors = new ParamErrors();
  const input = kind.readInput(payload, errors, options);
  errors.throwIfAny();
  return input;
}

/**
 * The `image` parameter resolved before the transaction (§4.7): a URL is
 * downloaded here, so no network wait holds the write lock.
 */
async function withPreparedImage<Input extends LinkedPostInput>(
  input: Input,
  caller: Caller,
  baseUrl: string,
): Promise<Input> {
  return { ...input, preparedImage: await prepareImage(input.image, { caller, baseUrl }) };
}

/** An unknown author is a parameter error (§7.2 step 5), so it is found before the permission check. */
async function requireKnownAuthor(client: Pick<Db, 'user'>, author: number | undefined) {
  if (author === undefined) return;
  const user = await client.user.findUnique({ where: { id: author }, select: { id: true } });
  if (!user) throw invalid('author');
}

/** §11: the caller may edit (and so delete) this item, judged on its stored state. */
function requireEditor(caller: Caller | null, row: LinkedPostRow): Caller {
  if (!caller || !canEdit(caller, row)) throw forbidden(caller !== null);
  return caller;
}

/** §10.9: a write with If-Match must name the ETag a GET of the item answers now. */
function requireUnchanged<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  row: Row,
  request: LinkedPostRequest,
  context: SerializeContext,
) {
  if (ifMatchFails(request.ifMatch, kind.serialize(row, context, { jsonLd: true })))
    throw preconditionFailed();
}

export async function readLinkedPost<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  locator: Locator,
  request: LinkedPostRequest,
): Promise<Reply> {
  const row = await locate(db, kind, locator);
  if (!canRead(request.caller, row)) {
    throw new ApiError(
      403,
      `${kind.model}-not-accessible`,
      `The requested ${kind.model} is not accessible`,
    );
  }
  const { timezone } = await getSettings();
  const body = kind.serialize(row, serializeContextOf(request, timezone), { jsonLd: true });
  return {
    body: withTranslationStatus(
      body as object,
      row,
      translatableColumns[kind.model],
      request.params,
    ),
    lastModified: row.modifiedUtc,
    reusableUntil: Infinity,
  };
}

export async function createLinkedPostItem<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  request: LinkedPostRequest,
): Promise<Reply> {
  const { timezone } = await getSettings();
  const input = readValidInput(kind, request.params, { isCreate: true, siteZone: timezone });
  await requireKnownAuthor(db, input.author);
  const { caller, language } = request;
  if (!caller || !canCreate(caller)) throw forbidden(caller !== null);
  const write: WriteContext = { caller, language, siteZone: timezone };
  const prepared = await withPreparedImage(input, caller, request.baseUrl);
  const row = await failingAs(
    () => couldNot('create', kind.model),
    () => writeTransaction((tx) => kind.create(tx, prepared, write)),
  );
  const context = serializeContextOf(request, timezone);
  return {
    status: 201,
    body: kind.serialize(row, context),
    headers: { Location: `${context.restBase}/${kind.model}s/${row.id}` },
  };
}

/**
 * The frame of every change to one item: in one transaction, the item the
 * path names, a known author, the caller's right to edit the item and the
 * If-Match check (§7.2 steps 5-6, §10.9), then `change`.
 */
async function changeLinkedPost<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  locator: Locator,
  request: LinkedPostRequest,
  author: number | undefined,
  change: (tx: Tx, row: Row, write: WriteContext) => Promise<Row>,
): Promise<Reply> {
  const { timezone } = await getSettings();
  const context = serializeContextOf(request, timezone);
  return writeTransaction(async (tx) => {
    const row = await locate(tx, kind, locator);
    await requireKnownAuthor(tx, author);
    const caller = requireEditor(request.caller, row);
    requireUnchanged(kind, row, request, context);
    const write: WriteContext = { caller, language: request.language, siteZone: timezone };
    return { body: kind.serialize(await change(tx, row, write), context) };
  });
}

export async function updateLinkedPostItem<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  locator: Locator,
  request: LinkedPostRequest,
): Promise<Reply> {
  const { timezone } = await getSettings();
  // The payload without path values: on by-slug routes its `slug` renames the item (§6).
  const input = readValidInput(kind, request.payload, { isCreate: false, siteZone: timezone });
  // Anonymous callers are refused in the transaction; nothing is fetched for them.
  const prepared = request.caller
    ? await withPreparedImage(input, request.caller, request.baseUrl)
    : input;
  return failingAs(
    () => couldNot('update', kind.model),
    () =>
      changeLinkedPost(kind, locator, request, input.author, (tx, row, write) =>
        kind.update(tx, row, prepared, write),
      ),
  );
}

export function deleteLinkedPostItem<Row extends LinkedPostRow>(
  kind: AnyKind<Row>,
  locator: Locator,
  request: LinkedPostRequest,
): Promise<Reply> {
  const trash = (tx: Tx, row: Row) => {
    if (row.status === 'trash') {
      throw new ApiError(410, `${kind.model}-is-in-trash`, `The ${kind.model} is already trashed`);
    }
    return trashLinkedPost(tx, kind, row);
  };
  return failingAs(
    () => couldNot('delete', kind.model),
    () => changeLinkedPost(kind, locator, request, undefined, trash),
  );
}
