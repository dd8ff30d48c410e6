// A new category or tag, from the term routes or from names in an event
// write (docs/api.md §4.6, §4.2.6).
import type { Language } from '../i18n/languages';
import { allocateTermId } from '../ids';
import { translatedData } from '../posts/write-translations';
import { slugify } from '../text/slug';
import { insertTermRow, slugsStartingWith, type TermClient, type TermRow } from './store';
import type { TaxonomyInfo } from './kind';

export interface NewTerm {
  /** Already cleaned (plainText). */
  name: string;
  description?: string;
  slug?: string;
  parentId?: number | null;
}

/** §0.7 rules 1-3: from the slug asked or the name, the id when empty, `-2`, `-3`… on a clash. */
async function uniqueTermSlug(
  client: TermClient,
  info: TaxonomyInfo,
  source: string,
  id: number,
): Promise<string> {
  const base = slugify(source) || String(id);
  const taken = new Set(await slugsStartingWith(client, info.kind, base));
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

/** Inserts the term; in fr or es the text is stored as default and as that translation (§9). */
export async function insertTerm(
  client: TermClient & Parameters<typeof allocateTermId>[0],
  info: TaxonomyInfo,
  term: NewTerm,
  language: Language,
): Promise<TermRow> {
  const id = await allocateTermId(client, info.kind);
  return insertTermRow(client, info.kind, {
    id,
    slug: await uniqueTermSlug(client, info, term.slug ?? term.name, id),
    ...translatedData('name', term.name, language, true),
    ...translatedData('description', term.description, language, true),
    name: term.name,
    ...(info.isHierarchical ? { parentId: term.parentId ?? null } : {}),
  });
}
