// What every calendar view shows above its events (docs/public-pages.md
// "Views"): its title, the switch between month, list and day, the previous /
// today / next links, and the filter bar. Its links swap the view in place
// when the view script runs, and are plain links when it does not.
import type { ReactNode } from 'react';
import type { PublicTranslator } from '@/lib/public/messages';
import type { ViewAddresses } from '@/lib/public/views/scope';
import { VIEW_SCRIPT } from './view-script';

export type ViewKind = 'month' | 'list' | 'day';

export interface StepLinks {
  label: string;
  previous: { href: string; label: string };
  current: { href: string; label: string };
  next: { href: string; label: string };
}

interface ViewHeaderProps {
  kind: ViewKind;
  title: string;
  addresses: ViewAddresses;
  /** The site's today, `YYYY-MM-DD`: where the switch's month and day lead. */
  today: string;
  steps?: StepLinks;
  filterBar: ReactNode;
  t: PublicTranslator;
  children?: ReactNode;
}

export function ViewHeader({
  kind,
  title,
  addresses,
  today,
  steps,
  filterBar,
  t,
  children,
}: ViewHeaderProps) {
  const views: { kind: ViewKind; href: string; label: string }[] = [
    { kind: 'month', href: addresses.month(today.slice(0, 7)), label: t('viewMonth') },
    { kind: 'list', href: addresses.list(), label: t('viewList') },
    { kind: 'day', href: addresses.day(today), label: t('viewDay') },
  ];
  return (
    <>
      <div className="view-head">
        <h1 id="view-title">{title}</h1>
        <nav className="view-switch" aria-label={t('viewNavigation')}>
          <ul>
            {views.map((view) => (
              <li key={view.kind}>
                <a
                  href={view.href}
                  data-view-link=""
                  // The current view of the set ("true"), not the current page:
                  // the link leads to today's month or day, which may not be the one shown.
                  aria-current={view.kind === kind ? 'true' : undefined}
                >
                  {view.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {children}
      {filterBar}
      {steps && (
        <nav className="pager steps" aria-label={steps.label}>
          <a rel="prev" href={steps.previous.href} data-view-link="">
            {steps.previous.label}
          </a>
          <a href={steps.current.href} data-view-link="">
            {steps.current.label}
          </a>
          <a rel="next" href={steps.next.href} data-view-link="">
            {steps.next.label}
          </a>
        </nav>
      )}
      <script dangerouslySetInnerHTML={{ __html: VIEW_SCRIPT }} />
    </>
  );
}
