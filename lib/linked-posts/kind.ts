// Venues and organizers are one resource in two kinds (TEC calls them
// "linked posts"): the same routes, rules and list filters. A kind describes
// what differs — its table, its relation to events, its fields — and the
// shared modules beside this one do the rest.
import type { Db } from '../db';
import type { Organizer, Venue } from '../generated/sqlite/client';
import type { PreparedImage } from '../media/image-param';
import { mediaInclude, type ImageRow } from '../media/serialize';
import type { ParamErrors } from '../params/coerce';
import type { ParamValue, Params } from '../params/request-params';
import type { PostRow, SerializeContext } from '../posts/serialize';
import type { CommonPostInput } from '../posts/schema-write';
import type { Tx, WriteContext } from '../write-context';

export type LinkedModel = 'venue' | 'organizer';
export type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'>[];

/**
 * The Prisma calls the shared code makes. Prisma types every model's
 * delegate on its own, so code common to two models sees them through this
 * narrower interface.
 */
export interface PostTable<Row> {
  findUnique(args: { where: { id: number } }): Promise<Row | null>;
  findFirst(args: { where: Where }): Promise<Row | null>;
  findMany(args: { where: Where; orderBy?: OrderBy; skip?: number; take?: number }): Promise<Row[]>;
  count(args: { where: Where }): Promise<number>;
  create(args: { data: Where }): Promise<Row>;
  update(args: { where: { id: number }; data: Where }): Promise<Row>;
  updateMany(args: { where: Where; data: Where }): Promise<{ count: number }>;
}

export interface LinkedPostRow extends PostRow {
  name: string;
  description: string;
}

/** Name and description, plus the parameters every post write shares. */
export interface LinkedPostInput extends CommonPostInput {
  name?: string;
  description?: string;
  /**
   * The `image` parameter as sent (docs/api.md §4.7); validated by prepareImage
   * before the transaction.
   */
  image?: ParamValue;
  /** What `image` resolved to; absent leaves the image unchanged. */
  preparedImage?: PreparedImage;
}

/** Venues and organizers are always read with their image (§1.3, §1.4). */
export type VenueRow = Venue & { image: ImageRow | null };
export type OrganizerRow = Organizer & { image: ImageRow | null };

export interface LinkedStore<Row extends LinkedPostRow> {
  model: LinkedModel;
  table: (client: Pick<Db, LinkedModel>) => PostTable<Row>;
}

/** A model's delegate seen as a PostTable whose rows carry their image. */
function withImage<Row>(delegate: unknown): PostTable<Row> {
  const table = delegate as Record<keyof PostTable<Row>, (args: object) => Promise<unknown>>;
  const included =
    (method: keyof PostTable<Row>) =>
    (args: object): Promise<never> =>
      table[method]({ ...args, include: mediaInclude }) as Promise<never>;
  return {
    findUnique: included('findUnique'),
    findFirst: included('findFirst'),
    findMany: included('findMany'),
    create: included('create'),
    update: included('update'),
    count: (args) => table.count(args) as Promise<number>,
    updateMany: (args) => table.updateMany(args) as Promise<{ count: number }>,
  };
}

export const venueStore: LinkedStore<VenueRow> = {
  model: 'venue',
  table: (client) => withImage<VenueRow>(client.venue),
};

export const organizerStore: LinkedStore<OrganizerRow> = {
  model: 'organizer',
  table: (client) => withImage<OrganizerRow>(client.organizer),
};

export interface LinkedPostKind<
  Row extends LinkedPostRow,
  Input extends LinkedPostInput,
> extends LinkedStore<Row> {
  /** Columns `search` looks in (§3.2); translatable ones are read in the effective language. */
  searchFields: { translated: string[]; plain: string[] };
  /** Validation only: throws rest_missing_callback_param, records invalid fields in `errors`. */
  readInput(
    params: Params,
    errors: ParamErrors,
    options: { isCreate: boolean; siteZone: string },
  ): Input;
  create(tx: Tx, input: Input, context: WriteContext): Promise<Row>;
  update(tx: Tx, row: Row, input: Input, context: WriteContext): Promise<Row>;
  serialize(row: Row, context: SerializeContext, options?: { jsonLd?: boolean }): unknown;
}

/** Items linked to at least one event matching `eventWhere`. */
export function linkedToEvents(model: LinkedModel, eventWhere: Where): Where {
  // A venue is named by Event.venueId; organizers are listed in EventOrganizer.
  return model === 'venue'
    ? { events: { some: eventWhere } }
    : { events: { some: { event: eventWhere } } };
}

/** §5: a trashed venue or organizer leaves every event; the events' `modified` stays (§1.1). */
export async function unlinkFromEvents(tx: Tx, model: LinkedModel, id: number): Promise<void> {
  if (model === 'venue') {
    await tx.event.updateMany({ where: { venueId: id }, data: { venueId: null } });
  } else {
    await tx.eventOrganizer.deleteMany({ where: { organizerId: id } });
  }
}
