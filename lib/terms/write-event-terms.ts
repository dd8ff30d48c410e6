// Categories and tags named in an event write (docs/api.md §4.2.6).
import { canManageTerms } from '../auth/permissions';
import { isStoredId } from '../ids';
import type { Language } from '../i18n/languages';
import type { Tx, WriteContext } from '../write-context';
import { translatedColumn } from '../posts/write-translations';
import { plainText } from '../text/sanitize';
import { slugify } from '../text/slug';
import { insertTerm } from './write-insert';
import { findTerms, findTermsById, type TermRow } from './store';
import { taxonomies } from './kind';

const isId = (item: string) => /^\d+$/.test(item);

/** §4.2.6: slugs first (as written or slugified), then default-language and `language` names. */
function matchTerm(terms: TermRow[], item: string, language: Language): TermRow | undefined {
  const slug = slugify(item);
  const name = plainText(item).toLowerCase();
  const nameIn = (term: TermRow, column: string) => {
    const value = (term as Record<string, unknown>)[column];
    return typeof value === 'string' && value.toLowerCase() === name;
  };
  return (
    terms.find((term) => term.slug === item || term.slug === slug) ??
    terms.find((term) => nameIn(term, 'name') || nameIn(term, translatedColumn('name', language)))
  );
}

/**
 * The term ids an event write's `categories` or `tags` items name, in
 * first-seen order without duplicates. A numeric item is an id of this
 * taxonomy (unknown ids skipped); any other item is matched against slugs,
 * then names, and when nothing matches becomes a new term (slug from the
 * name, §9 create rule) if the caller is an administrator or editor, and is
 * skipped for other roles. `names` (the import's names of digits, never
 * ids) are then matched and created the same way. Runs inside the event
 * write's transaction, so a failed write leaves no new term behind.
 */
export async function resolveEventTerms(
  tx: Tx,
  taxonomy: 'category' | 'tag',
  items: string[],
  context: WriteContext,
  names: string[] = [],
): Promise<number[]> {
  const info = taxonomies[taxonomy];
  // Ids alone need only those rows; names need the taxonomy.
  const terms =
    items.every(isId) && names.length === 0
      ? await findTermsById(tx, taxonomy, items.map(Number).filter(isStoredId))
      : await findTerms(tx, taxonomy);
  const mayCreate = canManageTerms(context.caller);
  const ids = new Set<number>();
  const entries = [
    ...items.map((item) => ({ item, isName: !isId(item) })),
    ...names.map((item) => ({ item, isName: true })),
  ];
  for (const { item, isName } of entries) {
    let term = isName
      ? matchTerm(terms, item, context.language)
      : terms.find((candidate) => candidate.id === Number(item));
    const name = plainText(item);
    if (!term && isName && mayCreate && name !== '') {
      term = await insertTerm(tx, info, { name }, context.language);
      terms.push(term);
    }
    if (term) ids.add(term.id);
  }
  return [...ids];
}
