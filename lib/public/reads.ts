// What the public pages and feeds show, read anonymously through the same
// functions the API's routes use (lists, single reads, term snapshot), so a
// page shows exactly what GET /calendar/events/v1/… answers a visitor.
import { canRead } from '../auth/permissions';
import { db } from '../db';
import { listEvents } from '../events/read-list';
import { archiveReply } from '../route/collection-reply';
import type { PageSizes } from '../events/schema-list';
import { serializeContextFor } from '../events/request';
import { loadEvent } from '../events/read';
import { presentEvent } from '../events/present';
import { restBase } from '../http/headers';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from '../linked-posts/kind';
import { categoryPath } from '../terms/serialize';
import { termSnapshot } from '../terms/read-snapshot';
import { translated } from '../posts/serialize';
import { notFound } from './route';
import type { PublicEvent, PublicEventList } from './types';

export interface Visit {
  baseUrl: string;
  language: Language;
}

// What a visitor is to the serialisers: an anonymous caller.
const visitorContext = (visit: Visit) => serializeContextFor({ ...visit, caller: null });

/** Slugs may keep percent-encoded letters (docs/api.md §0.7); the path may carry them decoded. */
const slugForms = (slug: string) => [slug, encodeURIComponent(slug).toLowerCase()];

/** The events list a visitor gets from GET /events with these parameters (§3.1). */
export async function visibleEvents(
  params: Params,
  visit: Visit,
  pageSizes?: PageSizes,
): Promise<PublicEventList> {
  const context = {
    baseUrl: visit.baseUrl,
    language: visit.language,
    restBase: restBase(visit.baseUrl, visit.language),
  };
  const reply = archiveReply('event', await listEvents(params, null, context, pageSizes));
  return { ...(reply.body as PublicEventList), reusableUntil: reply.reusableUntil };
}

/**
 * A published event by slug as its single read shows it (with json_ld), or,
 * when password-protected, as a list shows it locked (§1.10): title and dates
 * only, never the description.
 */
export async function visibleEvent(slug: string, visit: Visit): Promise<PublicEvent> {
  const event = await loadEvent(db, { liveSlug: { in: slugForms(slug) } });
  if (!event || !canRead(null, event)) throw notFound();
  const isLocked = Boolean(event.password);
  const presented = await presentEvent(event, await visitorContext(visit), {
    single: !isLocked,
    locked: isLocked,
  });
  return presented as unknown as PublicEvent;
}

/** A published venue or organizer by slug, as its single read shows it (§1.3, §1.4). */
export async function visibleLinkedPost<Row extends LinkedPostRow>(
  kind: LinkedPostKind<Row, LinkedPostInput>,
  slug: string,
  visit: Visit,
) {
  const row = await kind.table(db).findFirst({ where: { liveSlug: { in: slugForms(slug) } } });
  if (!row || !canRead(null, row)) throw notFound();
  return kind.serialize(row, await visitorContext(visit), { jsonLd: true }) as Record<
    string,
    unknown
  > & { id: number; url: string; json_ld: unknown };
}

/** A category by its page's path, ancestors first (§0.1), or a tag by slug. */
export async function visibleTerm(
  taxonomy: 'category' | 'tag',
  path: string[],
  language: Language,
) {
  const snapshot = await termSnapshot();
  const terms = [...(taxonomy === 'category' ? snapshot.categories : snapshot.tags).values()];
  const wanted = path.map((slug) => slugForms(slug));
  // A category is named by its own slug (unique among categories, §0.7), alone
  // or below its ancestors' as its `url` writes it; a wrong ancestor is unknown.
  const isAt = (candidate: (typeof terms)[number]) => {
    if (path.length === 1) return true;
    if (taxonomy === 'tag') return false;
    const canonical = categoryPath(candidate, snapshot.categories);
    return (
      canonical.length === path.length &&
      canonical.every((slug, index) => wanted[index]?.includes(slug))
    );
  };
  const term = terms.find(
    (candidate) => wanted.at(-1)!.includes(candidate.slug) && isAt(candidate),
  );
  if (!term) throw notFound();
  return {
    slug: term.slug,
    /** Its page's path as its `url` writes it: a category's ancestors' slugs, then its own. */
    path: taxonomy === 'category' ? categoryPath(term, snapshot.categories) : [term.slug],
    name: translated(term, 'name', language),
    description: translated(term, 'description', language),
  };
}
