// Venues, organizers, categories and tags are listed by the event they serve
// (docs/api.md §3.2, §3.3): each list refuses an `event` that names no event.
import { db } from '../db';

/** Whether an event has this id, whatever its status. */
export const eventExists = async (id: number) =>
  (await db.event.findUnique({ where: { id }, select: { id: true } })) !== null;
