// The outbox (docs/webhooks.md, "How it works"): the change log, which the
// triggers write in the same transaction as every item write, is read after
// the webhooks' cursor; each changed item becomes one delivery row per
// subscribed endpoint, and the cursor moves, in one transaction. A node that
// dies half-way leaves the cursor where it was, so nothing is lost; two nodes
// fanning out at once meet on the cursor row, and the second does nothing.
import { randomBytes } from 'node:crypto';
import { purgedThrough, type ChangeKind } from '../changes/log';
import { readCommitted, writeTransaction, type TransactionClient } from '../db';
import { itemExists, itemRenderer, type ItemRenderer } from './render';
import type { WebhookAction } from './types';

const CURSOR = 'webhooks_cursor';
/** Changes per transaction: rendering them holds SQLite's write lock, so a batch stays short. */
const BATCH_SIZE = 50;

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
function memoizedRenders() {
  const renderers = new Map<string, Promise<ItemRenderer>>();
  const renders = new Map<string, Promise<object | null>>();
  return (baseUrl: string, kind: ChangeKind, id: number) => {
    const key = `${baseUrl} ${kind}:${id}`;
    let render = renders.get(key);
    if (!render) {
      let renderer = renderers.get(baseUrl);
      if (!renderer) renderers.set(baseUrl, (renderer = itemRenderer(baseUrl)));
      render = renderer.then((rendered) => rendered(kind, id));
      renders.set(key, render);
    }
    return render;
  };
}

async function fanOutBatch(tx: TransactionClient, rows: ChangeRow[]): Promise<void> {
  const endpoints: Endpoint[] = (
    await tx.webhook.findMany({
      where: { enabled: true },
      select: { id: true, events: true, baseUrl: true, fromChangeId: true },
    })
  ).map((row) => ({ ...row, events: row.events.split(',') }));
  const render = memoizedRenders();
  const deliveries: {
    webhookId: number;
    messageId: string;
    type: string;
    body: string;
    nextAttemptAt: Date;
  }[] = [];
  for (const change of latestPerItem(rows)) {
    const { kind, itemId } = change;
    const where = { kind_itemId: { kind, itemId } };
    const wasKnown = (await tx.webhookItem.findUnique({ where })) !== null;
    const action = actionOf(await itemExists(kind, itemId), wasKnown);
    if (action === 'created') await tx.webhookItem.create({ data: { kind, itemId } });
    if (action === 'deleted') await tx.webhookItem.delete({ where });
    if (!action) continue;
    const type = `${kind}.${action}`;
    const timestamp = new Date(`${change.at.replace(' ', 'T')}Z`).toISOString();
    // An endpoint registered after the change (the dispatcher lagging) is not told of it.
    const told = endpoints.filter(
      (endpoint) => endpoint.events.includes(type) && change.id > endpoint.fromChangeId,
    );
    for (const endpoint of told) {
      // Trashed on PostgreSQL since it was checked: its own change comes next.
      const data =
        action === 'deleted'
          ? { id: itemId }
          : ((await render(endpoint.baseUrl, kind, itemId)) ?? { id: itemId });
      deliveries.push({
        webhookId: endpoint.id,
        messageId: newMessageId(),
        type,
        body: JSON.stringify({ type, timestamp, data }),
        nextAttemptAt: new Date(),
      });
    }
  }
  if (deliveries.length > 0) await tx.webhookDelivery.createMany({ data: deliveries });
}

/**
 * Fans out what the change log holds after the cursor, a batch per
 * transaction, until it is caught up or another node is doing it.
 */
export async function fanOutChanges(): Promise<void> {
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
    const moved = await writeTransaction(async (tx) => {
      if (!(await claimCursor(tx, cursor))) return false;
      const rows = (
        await tx.change.findMany({
          where: { id: { gt: from } },
          orderBy: { id: 'asc' },
          take: BATCH_SIZE,
        })
      ).map((row) => ({ ...row, kind: row.kind as ChangeKind }));
      await fanOutBatch(tx, rows);
      await moveCursor(tx, cursor, rows.at(-1)?.id ?? from);
      return true;
    });
    if (!moved) return;
  }
}

async function moveCursor(tx: TransactionClient, from: number, to: number): Promise<void> {
  await tx.dataStamp.updateMany({
    where: { name: CURSOR, stamp: BigInt(from) },
    data: { stamp: BigInt(to) },
  });
}
