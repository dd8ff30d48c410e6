// Slugs of events, venues and organizers (docs/api.md §0.7 rules 2-4):
// unique among the kind's items that are not trashed, `-2`, `-3`… on a clash.
// `liveSlug` carries the slug while an item is live, so the unique index on it
// is the final guard when two writers race.
import { itselfOrExtended, startingWith, type Db } from '../db';
import { slugify } from '../text/slug';

export type PostModel = 'event' | 'venue' | 'organizer';
type Tx = Pick<Db, PostModel>;

type SlugWhere = { liveSlug: ReturnType<typeof startingWith> | string };

async function takenSlugs(
  tx: Tx,
  model: PostModel,
  slugs: SlugWhere | { OR: SlugWhere[] },
  excludeId: number,
): Promise<Set<string>> {
  const where = { ...slugs, id: { not: excludeId } };
  const select = { liveSlug: true } as const;
  const rows =
    model === 'event'
      ? await tx.event.findMany({ where, select })
      : model === 'venue'
        ? await tx.venue.findMany({ where, select })
        : await tx.organizer.findMany({ where, select });
  return new Set(rows.map((row) => row.liveSlug ?? ''));
}

/**
 * The slugs `base` can clash with: itself and `base-…`. Not every slug that
 * starts with it: "bench-event-1" would read the 111,111 slugs from
 * "bench-event-10" to "bench-event-199999" of a calendar of a million.
 */
const clashesWith = (base: string) => itselfOrExtended('liveSlug', base, '-');

/** The slug to store for item `id` given the requested slug or its title. */
export async function uniqueSlug(
  tx: Tx,
  model: PostModel,
  source: string,
  id: number,
): Promise<string> {
  const base = slugify(source) || String(id);
  const taken = await takenSlugs(tx, model, clashesWith(base), id);
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
  const taken = await takenSlugs(tx, model, { liveSlug: startingWith(prefix) }, 0);
  return wanted.map((source) => {
    const base = slugify(source) || prefix;
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
    taken.add(slug);
    return slug;
  });
}
