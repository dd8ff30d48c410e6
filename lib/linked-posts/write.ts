// Writes shared by venues and organizers (docs/api.md §4.1, §4.3, §4.4,
// §5): the name and description, author, dates, status, slug, translations
// and duplicate avoidance. Each kind adds its own columns.
import type { Caller } from '../auth/caller';
import { containsIgnoringCase } from '../db';
import { nowUtc } from '../dates/format';
import { missingParams } from '../http/errors';
import type { ParamValue, Params } from '../params/request-params';
import { allocatePostId } from '../ids';
import { applyImage, KEEP_IMAGE } from '../media/image-param';
import { cleanedIfSent, plainText, richText, singleLine } from '../text/sanitize';
import {
  checkActingFor,
  checkAuthorExists,
  commonPostInput,
  resolveStatus,
  type CommonPostValues,
} from '../posts/schema-write';
import {
  unlinkFromEvents,
  type LinkedPostInput,
  type LinkedPostRow,
  type LinkedStore,
  type PostTable,
  type Where,
} from './kind';
import { uniqueSlug } from '../posts/write-slugs';
import { translatedData } from '../posts/write-translations';
import { visibleWhere } from '../posts/read-visibility';
import type { Tx, WriteContext } from '../write-context';

/** The fields venues and organizers share, as their declarations read them (lib/linked-posts/schema.ts). */
export type SharedPostValues = CommonPostValues & {
  description?: string;
  image?: ParamValue;
};

/** §4.3, §4.4: a create must name the item; `""` is not missing but invalid. */
export function requireName(nameParam: 'venue' | 'organizer', params: Params, isCreate: boolean) {
  const given = params[nameParam];
  if (isCreate && (given === undefined || given === null)) throw missingParams([nameParam]);
}

/** What venues and organizers share, cleaned (§0.7). */
export function sharedPostInput(
  name: string | undefined,
  values: SharedPostValues,
  siteZone: string,
): LinkedPostInput {
  return {
    ...commonPostInput(values, siteZone),
    image: values.image,
    name: cleanedIfSent(name, plainText),
    // §4.3: `""` clears the description.
    description: cleanedIfSent(values.description, richText),
  };
}

/** Address-like fields (§0.7): tags removed, whitespace collapsed; `""` clears. */
export function singleLines<Name extends string>(
  values: Partial<Record<Name, string>>,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = values[name];
    if (value !== undefined) fields[name] = singleLine(value);
  }
  return fields;
}

/**
 * §4.3 duplicate avoidance: a live item the caller may read with the same
 * default-language name and, when one is sent, the same description, both
 * compared case-insensitively.
 */
async function findDuplicate<Row extends LinkedPostRow>(
  table: PostTable<Row>,
  input: LinkedPostInput,
  caller: Caller,
): Promise<Row | undefined> {
  const name = input.name ?? '';
  const description = input.description || undefined;
  // The database narrows by substring; the exact comparison is made here, the
  // same on SQLite and PostgreSQL.
  const candidates = await table.findMany({
    where: {
      AND: [visibleWhere(caller, undefined), { name: name ? containsIgnoringCase(name) : '' }],
    },
    orderBy: [{ id: 'asc' }],
  });
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return candidates.find(
    (row) =>
      same(row.name, name) && (description === undefined || same(row.description, description)),
  );
}

/** The existing duplicate, unchanged, or a new item with `columns` added. */
export async function createLinkedPost<Row extends LinkedPostRow>(
  tx: Tx,
  store: LinkedStore<Row>,
  input: LinkedPostInput,
  columns: Where,
  context: WriteContext,
): Promise<Row> {
  const { caller, language } = context;
  await checkAuthorExists(tx, input.author);
  checkActingFor(caller, input.author);
  const table = store.table(tx);
  const duplicate = await findDuplicate(table, input, caller);
  if (duplicate) return duplicate;
  const id = await allocatePostId(tx, store.model);
  const imageId = await applyImage(tx, input.preparedImage ?? KEEP_IMAGE, context);
  const now = nowUtc();
  const dateUtc = input.dateUtc ?? now;
  const name = input.name ?? '';
  const slug = await uniqueSlug(tx, store.model, input.slug ?? name, id);
  return table.create({
    data: {
      id,
      authorId: input.author ?? caller.id,
      status: resolveStatus(caller, input.status, dateUtc, undefined),
      dateUtc,
      modifiedUtc: now,
      slug,
      liveSlug: slug,
      ...translatedData('name', name, language, true),
      ...translatedData('description', input.description, language, true),
      imageId,
      ...columns,
    },
  });
}

/** A partial update: what `input` and `columns` leave undefined stays as stored (§4.1). */
export async function updateLinkedPost<Row extends LinkedPostRow>(
  tx: Tx,
  store: LinkedStore<Row>,
  row: Row,
  input: LinkedPostInput,
  columns: Where,
  context: WriteContext,
): Promise<Row> {
  const { caller, language } = context;
  await checkAuthorExists(tx, input.author);
  checkActingFor(caller, input.author);
  const imageId = await applyImage(tx, input.preparedImage ?? KEEP_IMAGE, context);
  const status = resolveStatus(caller, input.status, input.dateUtc ?? row.dateUtc, row.status);
  const isLive = status !== 'trash';
  // §0.7 rule 3: a new slug, or a restore from the trash, takes the next free one.
  const slug =
    input.slug !== undefined || (isLive && row.status === 'trash')
      ? await uniqueSlug(tx, store.model, input.slug ?? row.slug, row.id)
      : row.slug;
  return store.table(tx).update({
    where: { id: row.id },
    data: {
      authorId: input.author,
      status,
      dateUtc: input.dateUtc,
      modifiedUtc: nowUtc(),
      slug,
      liveSlug: isLive ? slug : null,
      ...translatedData('name', input.name, language, false),
      ...translatedData('description', input.description, language, false),
      imageId,
      ...columns,
    },
  });
}

/** §5: DELETE moves the item to the trash and unlinks it from every event. */
export async function trashLinkedPost<Row extends LinkedPostRow>(
  tx: Tx,
  store: LinkedStore<Row>,
  row: Row,
): Promise<Row> {
  await unlinkFromEvents(tx, store.model, row.id);
  return store.table(tx).update({
    where: { id: row.id },
    // The slug is kept (§5); only the live slug is released for other items.
    data: { status: 'trash', liveSlug: null, modifiedUtc: nowUtc() },
  });
}
