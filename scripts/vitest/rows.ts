// Rows the database tests write straight through Prisma, with only what the
// schema requires: what a test is about goes in `fields`.
import { db } from '../../lib/db';
import type { Prisma } from '../../lib/generated/sqlite/client';
import { allocatePostId, allocateTermId } from '../../lib/ids';

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

type VenueFields = Partial<Omit<Prisma.VenueUncheckedCreateInput, 'id' | 'authorId'>>;

/** A published venue named `Venue`, slug `v-{id}`, overridden by `fields`. */
export async function createVenue(authorId: number, fields: VenueFields = {}) {
  const id = await allocatePostId(db, 'venue');
  const when = '2030-01-01 10:00:00';
  return db.venue.create({
    data: {
      id,
      authorId,
      status: 'publish',
      dateUtc: when,
      modifiedUtc: when,
      slug: `v-${id}`,
      name: 'Venue',
      ...fields,
    },
  });
}

/** A tag named `name`, slug `t-{id}`. */
export async function createTag(name: string) {
  const id = await allocateTermId(db, 'tag');
  return db.tag.create({ data: { id, name, slug: `t-${id}` } });
}
