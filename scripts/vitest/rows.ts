// Rows the database tests write straight through Prisma, with only what the
// schema requires: what a test is about goes in `fields`.
import { db } from '../../lib/db';
import type { Prisma } from '../../lib/generated/sqlite/client';
import { allocatePostId } from '../../lib/ids';

/** An administrator to author the rows a test writes; answers its id. */
export async function createAuthor(email: string): Promise<number> {
  const author = await db.user.create({
    data: { email, role: 'administrator', passwordHash: '-' },
  });
  return author.id;
}

type EventFields = Partial<Omit<Prisma.EventUncheckedCreateInput, 'id' | 'authorId'>>;

/**
 * A published event on 2030-01-01 10:00 UTC, titled `Event`, slug `event-{id}`,
 * overridden by `fields`; written by `client`, a transaction's for instance.
 */
export async function createEvent(
  authorId: number,
  fields: EventFields = {},
  client: Pick<typeof db, 'event' | 'postId' | 'termId'> = db,
) {
  const id = await allocatePostId(client, 'event');
  const when = '2030-01-01 10:00:00';
  return client.event.create({
    data: {
      id,
      authorId,
      status: 'publish',
      dateUtc: when,
      modifiedUtc: when,
      slug: `event-${id}`,
      title: 'Event',
      startLocal: when,
      endLocal: when,
      startUtc: when,
      endUtc: when,
      timezone: 'UTC',
      timezoneAbbr: 'UTC',
      ...fields,
    },
  });
}
