// Category and tag archives (docs/api.md §10.8, docs/public-pages.md "Views"):
// the calendar's views with the term fixed. The archive's own address is its
// list; month/, month/YYYY-MM/, day/YYYY-MM-DD/ and list/ after it are its
// other views. A path that names a term whole is that term's archive, so a
// category whose slug is a view's word keeps its own.
import type { PublicAnswer } from '../respond';
import { visibleTerm } from '../reads';
import { ApiError } from '../../http/errors';
import type { Language } from '../../i18n/languages';
import { notFound, type PublicContext } from '../route';
import { publicTranslator } from '../messages';
import type { ViewScope } from '../views/scope';
import { dayPage } from './day';
import { listPage } from './list';
import { monthPage } from './month';

type Taxonomy = 'category' | 'tag';

/** The view a path's last segments name, after the term's: `month`, `month/2026-12`, `day/2026-12-01`, `list`. */
export function splitViewPath(segments: string[]): {
  termPath: string[];
  view: 'list' | 'month' | 'day';
  date?: string;
} {
  const [last, beforeLast] = [segments.at(-1), segments.at(-2)];
  if (beforeLast === 'month' && last && /^\d{4}-\d{2}$/.test(last)) {
    return { termPath: segments.slice(0, -2), view: 'month', date: last };
  }
  if (beforeLast === 'day' && last && /^\d{4}-\d{2}-\d{2}$/.test(last)) {
    return { termPath: segments.slice(0, -2), view: 'day', date: last };
  }
  if (last === 'month') return { termPath: segments.slice(0, -1), view: 'month' };
  if (last === 'list') return { termPath: segments.slice(0, -1), view: 'list' };
  return { termPath: segments, view: 'list' };
}

/** The term a path names whole, or null: a category may be named like a view (`list`). */
async function wholeTerm(taxonomy: Taxonomy, segments: string[], language: Language) {
  try {
    return await visibleTerm(taxonomy, segments, language);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function termPage(
  taxonomy: Taxonomy,
  segments: string[],
  context: PublicContext<object>,
): Promise<PublicAnswer> {
  const { language } = context;
  const whole = await wholeTerm(taxonomy, segments, language);
  const { termPath, view, date } = whole
    ? { termPath: segments, view: 'list' as const, date: undefined }
    : splitViewPath(segments);
  if (termPath.length === 0) throw notFound();
  const term = whole ?? (await visibleTerm(taxonomy, termPath, language));
  const t = publicTranslator(language);
  // The views link to the archive's canonical path, however the visitor spelled it.
  const base =
    taxonomy === 'category' ? `/events/category/${term.path.join('/')}` : `/tag/${term.slug}`;
  const scope: ViewScope = {
    base,
    fixed: { [taxonomy === 'category' ? 'categories' : 'tags']: term.slug },
    title: t(taxonomy === 'category' ? 'categoryTitle' : 'tagTitle', { name: term.name }),
    description: term.description || undefined,
  };
  if (view === 'month') return monthPage({ ...context, path: { month: date } }, scope);
  if (view === 'day') return dayPage({ ...context, path: { day: date! } }, scope);
  return listPage(context, scope);
}
