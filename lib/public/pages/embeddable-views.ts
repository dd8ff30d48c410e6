// The views the embeddable calendar shows (docs/public-pages.md "Embedding"),
// each by its address on the site without the slashes at its ends: the same
// page functions as the site's own, which draw an embed's frame from its
// /embed/ address. Embedding another view is one line here.
import { dayPage } from './day';
import { eventsPage } from './events';
import { homePage } from './home';
import { listPage } from './list';
import { monthPage } from './month';
import { termPage } from './term';
import type { PublicAnswer } from '../respond';
import type { PublicContext } from '../route';

type ViewPage<P> = (context: PublicContext<P>) => Promise<PublicAnswer>;

interface EmbeddableView {
  /** The address, its path values as named groups (the page's `path`). */
  path: RegExp;
  page: ViewPage<Record<string, string>>;
}

const view = <P extends object>(path: RegExp, page: ViewPage<P>): EmbeddableView => ({
  path,
  page: page as ViewPage<Record<string, string>>,
});

export const EMBEDDABLE_VIEWS: EmbeddableView[] = [
  view(/^$/, homePage),
  view(/^events$/, eventsPage),
  view(/^events\/month$/, (context) => monthPage(context)),
  view(/^events\/month\/(?<month>[^/]+)$/, (context: PublicContext<{ month: string }>) =>
    monthPage(context),
  ),
  view(/^events\/list$/, (context) => listPage(context)),
  view(/^events\/(?<day>\d{4}-\d{2}-\d{2})$/, (context: PublicContext<{ day: string }>) =>
    dayPage(context),
  ),
  // An archive's views: its path, then month/, day/YYYY-MM-DD/… as on the site.
  view(/^events\/category\/(?<terms>.+)$/, (context: PublicContext<{ terms: string }>) =>
    termPage('category', context.path.terms.split('/'), context),
  ),
  view(/^tag\/(?<terms>.+)$/, (context: PublicContext<{ terms: string }>) =>
    termPage('tag', context.path.terms.split('/'), context),
  ),
];

/** The view at a site path (/events/month/2026-12/), with its path values, if an embed shows it. */
export function embeddableView(path: string) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  for (const { path: pattern, page } of EMBEDDABLE_VIEWS) {
    const match = pattern.exec(trimmed);
    if (match) return { page, values: { ...match.groups } };
  }
  return undefined;
}
