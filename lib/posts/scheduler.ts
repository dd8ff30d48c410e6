// Scheduled items publish themselves when due (docs/api.md §0.3): before a
// request is answered, any `future` event, venue or organizer whose
// publication date has passed becomes `publish`. The check is one indexed
// query, made at most once a second per process (so a due item may read as
// `future` for up to a second); the update runs only when something is due,
// so the read path stays free of writes.
import { nowUtc } from '../dates/format';
import { db, writeTransaction } from '../db';
import { DueClock } from '../due-clock';

export const publishingClock = new DueClock(1000);

async function anythingDue(now: string): Promise<boolean> {
  const where = { status: 'future', dateUtc: { lte: now } };
  const [event, venue, organizer] = await Promise.all([
    db.event.findFirst({ where, select: { id: true } }),
    db.venue.findFirst({ where, select: { id: true } }),
    db.organizer.findFirst({ where, select: { id: true } }),
  ]);
  return Boolean(event ?? venue ?? organizer);
}

export async function publishDueItems(): Promise<void> {
  if (!publishingClock.claim()) return;
  const now = nowUtc();
  if (!(await anythingDue(now))) return;
  const where = { status: 'future', dateUtc: { lte: now } };
  const data = { status: 'publish' };
  await writeTransaction(async (tx) => {
    await tx.event.updateMany({ where, data });
    await tx.venue.updateMany({ where, data });
    await tx.organizer.updateMany({ where, data });
  });
}
