// Sending without head-of-line blocking (docs/webhooks.md, "How it works"):
// a node keeps a fixed number of attempts in flight, and a free slot takes the
// next due delivery at once, so one endpoint that answers slowly (or never,
// until the timeout) does not hold back the others. Each endpoint gets at most
// a share of the slots, so its backlog cannot fill them all.
import { db } from '../db';
import { databaseNowMs } from '../db-time';
import { claim, leaseMs, recordAttempt, unleased } from './attempts';
import { webhookConfig, type WebhookConfig } from './config';
import { sendMessage, type Attempt, type Message } from './send';

export interface SenderOptions {
  config?: WebhookConfig;
  send?: (message: Message, timeoutMs: number) => Promise<Attempt>;
  /** Deliveries due by this time are sent (default: the database's now, at each pick). */
  dueBy?: () => Date;
}

export interface DeliverySender {
  /** Fills the free slots with due deliveries this node can claim; returns once they have started. */
  fill(): Promise<void>;
  /** Resolves when no attempt is in flight. */
  drain(): Promise<void>;
  /** Claims nothing more; resolves once the attempts in flight are recorded. */
  stop(): Promise<void>;
  /** Attempts started so far. */
  readonly attempted: number;
  /** Whether an attempt is in flight. */
  readonly busy: boolean;
}

export function deliverySender(options: SenderOptions = {}): DeliverySender {
  const config = options.config ?? webhookConfig;
  const send = options.send ?? sendMessage;
  const dueBy = options.dueBy;
  const perEndpoint = new Map<number, number>();
  const running = new Set<Promise<void>>();
  let attempted = 0;
  let filling: Promise<void> | null = null;
  let fillAgain = false;
  let stopped = false;

  const {
    CALENDAR_WEBHOOK_SENDING_SLOTS: SENDING_SLOTS,
    CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: SLOTS_PER_ENDPOINT,
  } = config;
  const inFlightTo = (webhookId: number) => perEndpoint.get(webhookId) ?? 0;

  type Due = Awaited<ReturnType<typeof findDue>>[number];
  function findDue(now: Date, take: number) {
    const full = [...perEndpoint].filter(([, count]) => count >= SLOTS_PER_ENDPOINT);
    return db.webhookDelivery.findMany({
      where: {
        status: 'pending',
        // Due by the database's clock, as the retry was scheduled (attempts.ts).
        nextAttemptAt: { lte: dueBy?.() ?? now },
        webhook: { enabled: true },
        ...unleased(now),
        ...(full.length > 0 ? { webhookId: { notIn: full.map(([id]) => id) } } : {}),
      },
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      take,
      include: { webhook: { select: { url: true, secret: true } } },
    });
  }

  async function attempt(delivery: Due, leaseUntil: Date): Promise<void> {
    try {
      const answer = await send(
        {
          url: delivery.webhook.url,
          secret: delivery.webhook.secret,
          messageId: delivery.messageId,
          body: delivery.body,
        },
        config.CALENDAR_WEBHOOK_TIMEOUT_MS,
      );
      await recordAttempt(delivery, leaseUntil, answer, config);
    } catch (error) {
      // Not recorded (a busy database): the lease runs out and the delivery is sent again.
      console.error(`webhook delivery ${delivery.id} not recorded; sent again later`, error);
    }
  }

  function start(delivery: Due, leaseUntil: Date): void {
    attempted++;
    perEndpoint.set(delivery.webhookId, inFlightTo(delivery.webhookId) + 1);
    const task = attempt(delivery, leaseUntil).finally(() => {
      const left = inFlightTo(delivery.webhookId) - 1;
      if (left > 0) perEndpoint.set(delivery.webhookId, left);
      else perEndpoint.delete(delivery.webhookId);
      running.delete(task);
      // A slot is free: the next due delivery starts now, not at the next round.
      fill().catch((error: unknown) =>
        console.error('webhook sending failed; retried next round', error),
      );
    });
    running.add(task);
  }

  /** Claims and starts due deliveries until the slots are full or nothing more can start. */
  async function fillSlots(): Promise<void> {
    for (;;) {
      if (stopped || running.size >= SENDING_SLOTS) return;
      // The database's clock: a node whose own is off takes no live lease (lib/db-time.ts).
      const now = new Date(await databaseNowMs());
      const leaseUntil = new Date(now.getTime() + leaseMs(config));
      let started = 0;
      for (const delivery of await findDue(now, SENDING_SLOTS)) {
        // A stop during this fill claims nothing more.
        if (stopped || running.size >= SENDING_SLOTS) break;
        if (inFlightTo(delivery.webhookId) >= SLOTS_PER_ENDPOINT) continue;
        if (!(await claim(delivery.id, now, leaseUntil))) continue;
        start(delivery, leaseUntil);
        started++;
      }
      // Nothing due, or every row taken by another node: the next round looks again.
      if (started === 0) return;
    }
  }

  /** One fill at a time; a request meanwhile (an attempt ended) runs another after it. */
  function fill(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return filling;
    }
    filling = (async () => {
      try {
        do {
          fillAgain = false;
          await fillSlots();
        } while (fillAgain);
      } finally {
        filling = null;
      }
    })();
    return filling;
  }

  async function drain(): Promise<void> {
    while (running.size > 0 || filling) {
      await Promise.allSettled([...running, ...(filling ? [filling] : [])]);
    }
  }

  return {
    fill,
    drain,
    stop() {
      stopped = true;
      return drain();
    },
    get attempted() {
      return attempted;
    },
    get busy() {
      return running.size > 0;
    },
  };
}

/**
 * Sends what is due now and what falls due meanwhile is left for later:
 * returns how many attempts it made once every one has ended (tests and
 * one-off runs; the dispatcher keeps one sender running).
 */
export async function deliverDue(options: SenderOptions = {}): Promise<number> {
  const cutoff = new Date(await databaseNowMs());
  const sender = deliverySender({ dueBy: () => cutoff, ...options });
  await sender.fill();
  await sender.drain();
  return sender.attempted;
}
