// Slugs of events, venues and organizers (docs/api.md §0.7 rules 2-4):
// unique among the kind's items that are not trashed, `-2`, `-3`… on a clash.
// `liveSlug` carries the slug while an item is live, so the unique index on it
// is the final guard when two writers race.
import { startingWith, type Db } from '../db';
import { slugify } from '../text/slug';

export type PostModel = 'event' | 'venue' | 'organizer';
type Tx = Pick<Db, PostModel>;

async function takenSlugs(
  tx: Tx,
  model: PostModel,
  base: string,
  excludeId: number,
): Promise<Set<string>> {
  const where = { liveSlug: startingWith(base), id: { not: excludeId } };
  const select = { liveSlug: true } as const;
  const rows =
    model === 'event'
      ? await tx.event.findMany({ where, select })
      : model === 'venue'
        ? await tx.venue.findMany({ where, select })
        : await tx.organizer.findMany({ where, select });
  return new Set(rows.map((row) => row.liveSlug ?? ''));
}

/** The slug to store for item `id` given the requested slug or its title. */
export async function uniqueSlug(
  tx: Tx,
  model: PostModel,
  source: string,
  id: number,
): Promise<string> {
  const base = slugify(source) || String(id);
  const taken = await takenSlugs(tx, model, base, id);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Slugs for many new items at once (a series' occurrences), each from its
 * wanted slug and all under `prefix`: one query for the slugs taken.
 */
export async function uniqueSlugs(
  tx: Tx,
  model: PostModel,
  prefix: string,
  wanted: string[],
): Promise<string[]> {
  const taken = await takenSlugs(tx, model, prefix, 0);
  return wanted.map((source) => {
    const base = slugify(source) || prefix;
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
    taken.add(slug);
    return slug;
  });
}
