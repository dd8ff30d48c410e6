// The outbox (docs/webhooks.md, "How it works"): the change log, which the
// triggers write in the same transaction as every item write, is read after
// the webhooks' cursor; each changed item becomes one delivery row per
// subscribed endpoint, and the cursor moves, in one transaction. A node that
// dies half-way leaves the cursor where it was, so nothing is lost; two nodes
// fanning out at once meet on the cursor row, and the second does nothing.
import { randomBytes } from 'node:crypto';
import { purgedThrough, type ChangeKind } from '../changes/log';
import { lockRowsForUpdate, readCommitted, writeTransaction, type TransactionClient } from '../db';
import { databaseNowMs } from '../db-time';
import { existingItems, itemRenderer, type ItemRenderer } from './render';
import type { WebhookAction } from './types';

const CURSOR = 'webhooks_cursor';
/** Changes per batch while an endpoint is on: its deliveries are rendered and written in one short transaction. */
const BATCH_SIZE = 50;
/**
 * Changes per batch while no endpoint is on: only which items exist is
 * tracked, a few queries a batch, so a backlog of millions (a bulk import)
 * is caught up in thousands of batches, not tens of thousands.
 */
const TRACKING_BATCH_SIZE = 1000;

interface ChangeRow {
  id: number;
  kind: ChangeKind;
  itemId: number;
  at: string;
}

interface Endpoint {
  id: number;
  events: string[];
  baseUrl: string;
  fromChangeId: number;
}

export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

async function committedCursor(): Promise<{ cursor: number; head: number }> {
  const [row] = await readCommitted<{ cursor: string | number; head: number | null }>(
    (name) =>
      `SELECT (SELECT "stamp" FROM ${name('data_stamps')} WHERE "name" = ?) AS "cursor", ` +
      `(SELECT max("id") FROM ${name('changes')}) AS "head"`,
    [CURSOR],
  );
  return { cursor: Number(row?.cursor ?? 0), head: Number(row?.head ?? 0) };
}

/**
 * Holds the cursor row until the transaction ends, if it still says `cursor`
 * (on PostgreSQL a second node waits here, then finds it moved).
 */
async function claimCursor(tx: TransactionClient, cursor: number): Promise<boolean> {
  const { count } = await tx.dataStamp.updateMany({
    where: { name: CURSOR, stamp: BigInt(cursor) },
    data: { stamp: BigInt(cursor) },
  });
  return count === 1;
}

/** The changed items of a batch, each once (its last change), in log order. */
function latestPerItem(rows: ChangeRow[]): ChangeRow[] {
  const last = new Map<string, ChangeRow>();
  for (const row of rows) {
    const key = `${row.kind}:${row.itemId}`;
    last.delete(key);
    last.set(key, row);
  }
  return [...last.values()];
}

/**
 * What the change is for a receiver, from whether the item exists (outside
 * the trash) now and whether the webhooks were told it exists: a trash is a
 * delete, a restore a create. Null: nothing to tell (made and gone since).
 */
function actionOf(exists: boolean, wasKnown: boolean): WebhookAction | null {
  if (exists) return wasKnown ? 'updated' : 'created';
  return wasKnown ? 'deleted' : null;
}

/** Renders once per item and site address within a batch. */
function memoizedRenders(renderer: (baseUrl: string) => Promise<ItemRenderer>) {
  const renderers = new Map<string, Promise<ItemRenderer>>();
  const renders = new Map<string, Promise<object | null>>();
  return (baseUrl: string, kind: ChangeKind, id: number) => {
    const key = `${baseUrl} ${kind}:${id}`;
    let render = renders.get(key);
    if (!render) {
      let made = renderers.get(baseUrl);
      if (!made) renderers.set(baseUrl, (made = renderer(baseUrl)));
      render = made.then((rendered) => rendered(kind, id));
      renders.set(key, render);
    }
    return render;
  };
}

interface Delivery {
  webhookId: number;
  messageId: string;
  type: string;
  body: string;
}

/** What a batch writes, in one short transaction with the cursor's move. */
interface Plan {
  known: { kind: ChangeKind; itemId: number }[];
  forgotten: { kind: ChangeKind; itemId: number }[];
  deliveries: Delivery[];
}

export interface FanOutOptions {
  /** Renders the payloads' `data` (render.ts); tests put a failing one in. */
  renderer?: (baseUrl: string) => Promise<ItemRenderer>;
  /** True once the process is stopping: the round ends after its batch, the rest left to the next node. */
  stopping?: () => boolean;
}

/** The enabled endpoints, as committed: read after the batch's changes, so one registered before a change sees it. */
async function enabledEndpoints(): Promise<Endpoint[]> {
  const rows = await readCommitted<Omit<Endpoint, 'events'> & { events: string }>(
    (name) =>
      `SELECT "id", "events", "baseUrl", "fromChangeId" FROM ${name('webhooks')} WHERE "enabled"`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    events: row.events.split(','),
    baseUrl: row.baseUrl,
    fromChangeId: Number(row.fromChangeId),
  }));
}

/** Items' ids, by kind. */
function idsByKind(items: { kind: ChangeKind; itemId: number }[]): Map<ChangeKind, number[]> {
  const byKind = new Map<ChangeKind, number[]>();
  for (const { kind, itemId } of items) {
    const ids = byKind.get(kind) ?? [];
    ids.push(itemId);
    byKind.set(kind, ids);
  }
  return byKind;
}

/**
 * Which of the batch's items the webhooks were told exist (as committed with
 * the cursor), and which exist now: `kind:id` keys, one query of each per kind.
 */
async function itemStates(changes: ChangeRow[]) {
  const known = new Set<string>();
  const existing = new Set<string>();
  for (const [kind, ids] of idsByKind(changes)) {
    const rows = await readCommitted<{ itemId: number }>(
      (name) =>
        `SELECT "itemId" FROM ${name('webhook_items')} WHERE "kind" = ? AND "itemId" IN (${ids.map(() => '?').join(', ')})`,
      [kind, ...ids],
    );
    for (const row of rows) known.add(`${kind}:${Number(row.itemId)}`);
    for (const id of await existingItems(kind, ids)) existing.add(`${kind}:${id}`);
  }
  return { known, existing };
}

/**
 * Decides and renders a batch outside any transaction: rendering takes as
 * long as it takes, and an item that cannot be rendered is left out (logged)
 * without stopping the others. Sound because the plan is written only if the
 * cursor has not moved since it was read (nothing else fanned these changes
 * out), and an item changed since is changed again later in the log.
 */
async function planBatch(
  rows: ChangeRow[],
  endpoints: Endpoint[],
  options: FanOutOptions,
): Promise<Plan> {
  const changes = latestPerItem(rows);
  const { known, existing } = await itemStates(changes);
  const render = memoizedRenders(options.renderer ?? itemRenderer);
  const plan: Plan = { known: [], forgotten: [], deliveries: [] };
  // An endpoint registered after the change (the dispatcher lagging) is not told of it.
  const toldOf = (change: ChangeRow, type: string) =>
    endpoints.filter(
      (endpoint) => endpoint.events.includes(type) && change.id > endpoint.fromChangeId,
    );
  for (const change of changes) {
    const { kind, itemId } = change;
    const wasKnown = known.has(`${kind}:${itemId}`);
    let action = actionOf(existing.has(`${kind}:${itemId}`), wasKnown);
    let payloads = new Map<number, object>();
    if (action === 'created' || action === 'updated') {
      try {
        for (const endpoint of toldOf(change, `${kind}.${action}`)) {
          const data = await render(endpoint.baseUrl, kind, itemId);
          // Gone since it was checked: told as it now is (its own change comes next, with nothing left to tell).
          if (!data) {
            action = actionOf(false, wasKnown);
            payloads = new Map();
            break;
          }
          payloads.set(endpoint.id, data);
        }
      } catch (error) {
        console.error(
          `webhooks: ${kind} ${itemId} could not be rendered; change ${change.id} is not told`,
          error,
        );
        continue;
      }
    }
    if (!action) continue;
    if (action === 'created') plan.known.push({ kind, itemId });
    if (action === 'deleted') plan.forgotten.push({ kind, itemId });
    const type = `${kind}.${action}`;
    const timestamp = new Date(`${change.at.replace(' ', 'T')}Z`).toISOString();
    for (const endpoint of toldOf(change, type)) {
      const data = payloads.get(endpoint.id) ?? { id: itemId };
      plan.deliveries.push({
        webhookId: endpoint.id,
        messageId: newMessageId(),
        type,
        body: JSON.stringify({ type, timestamp, data }),
      });
    }
  }
  return plan;
}

/**
 * The deliveries whose endpoint still exists: one deleted since the plan was
 * made would fail the insert on its foreign key, and with it the whole round.
 * The endpoints kept are locked until the transaction ends, so none can be
 * deleted before the insert commits.
 */
async function toLiveEndpoints(tx: TransactionClient, deliveries: Delivery[]) {
  const ids = [...new Set(deliveries.map((delivery) => delivery.webhookId))];
  if (ids.length === 0) return deliveries;
  await lockRowsForUpdate(tx, 'webhooks', `"id" IN (${ids.map(Number).join(', ')})`);
  const live = await tx.webhook.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const liveIds = new Set(live.map(({ id }) => id));
  return deliveries.filter((delivery) => liveIds.has(delivery.webhookId));
}

/** The changes after `from`, as committed, at most `limit`. */
async function changesAfter(from: number, limit: number): Promise<ChangeRow[]> {
  const rows = await readCommitted<ChangeRow>(
    (name) =>
      `SELECT "id", "kind", "itemId", "at" FROM ${name('changes')} WHERE "id" > ? ORDER BY "id" LIMIT ${Number(limit)}`,
    [from],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), itemId: Number(row.itemId) }));
}

/**
 * Fans out what the change log holds after the cursor, a batch at a time,
 * until it is caught up, another node is doing it or this process stops.
 */
export async function fanOutChanges(options: FanOutOptions = {}): Promise<void> {
  for (;;) {
    const { cursor, head } = await committedCursor();
    const purged = await purgedThrough();
    // Changes purged before being fanned out (a dispatcher stopped for the
    // whole retention) are lost: the webhooks go on from what is kept.
    const from = Math.max(cursor, purged);
    if (from !== cursor)
      console.error(`webhooks: changes ${cursor + 1}–${from} were purged before being sent`);
    if (head <= from) {
      if (from !== cursor) await writeTransaction((tx) => moveCursor(tx, cursor, from));
      return;
    }
    const read = await changesAfter(from, TRACKING_BATCH_SIZE);
    // Read after the changes, so an endpoint registered before one of them is told of it.
    const endpoints = await enabledEndpoints();
    const rows = endpoints.length > 0 ? read.slice(0, BATCH_SIZE) : read;
    const plan = await planBatch(rows, endpoints, options);
    // Due now and made now by the database's clock, which the sender and the
    // give-up compare them with (attempts.ts), not this node's.
    const now = new Date(await databaseNowMs());
    const moved = await writeTransaction(async (tx) => {
      if (!(await claimCursor(tx, cursor))) return false;
      if (plan.known.length > 0) await tx.webhookItem.createMany({ data: plan.known });
      for (const [kind, itemIds] of idsByKind(plan.forgotten))
        await tx.webhookItem.deleteMany({ where: { kind, itemId: { in: itemIds } } });
      const deliveries = await toLiveEndpoints(tx, plan.deliveries);
      if (deliveries.length > 0)
        await tx.webhookDelivery.createMany({
          data: deliveries.map((delivery) => ({ ...delivery, nextAttemptAt: now, createdAt: now })),
        });
      await moveCursor(tx, cursor, rows.at(-1)?.id ?? from);
      return true;
    });
    if (!moved || options.stopping?.()) return;
    // A database driver that answers synchronously (SQLite) would otherwise
    // keep the event loop for the whole backlog: requests wait between batches, not behind all of them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function moveCursor(tx: TransactionClient, from: number, to: number): Promise<void> {
  await tx.dataStamp.updateMany({
    where: { name: CURSOR, stamp: BigInt(from) },
    data: { stamp: BigInt(to) },
  });
}
