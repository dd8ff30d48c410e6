// What every calendar view shows above its events (docs/public-pages.md
// "Views"): its title, the switch between month, list and day, the previous /
// today / next links, and the filter bar. Its links swap the view in place
// when the view script runs, and are plain links when it does not.
import type { ReactNode } from 'react';
import type { PublicTranslator } from '@/lib/public/messages';
import type { ViewAddresses } from '@/lib/public/views/scope';
import { VIEW_SCRIPT } from './view-script';

export type ViewKind = 'month' | 'list' | 'day';

interface StepLink {
  href: string;
  label: string;
}

export interface StepLinks {
  label: string;
  /** Absent at the calendar's first or last month or day. */
  previous?: StepLink;
  current: StepLink;
  next?: StepLink;
}

interface ViewHeaderProps {
  kind: ViewKind;
  title: string;
  addresses: ViewAddresses;
  /**
   * The day the view shows, `YYYY-MM-DD` (a month's: today when it holds
   * today, else its first): the switch's month and day keep it.
   */
  date: string;
  steps?: StepLinks;
  filterBar: ReactNode;
  t: PublicTranslator;
  children?: ReactNode;
}

export function ViewHeader({
  kind,
  title,
  addresses,
  date,
  steps,
  filterBar,
  t,
  children,
}: ViewHeaderProps) {
  const views: { kind: ViewKind; href: string; label: string }[] = [
    { kind: 'month', href: addresses.month(date.slice(0, 7)), label: t('viewMonth') },
    { kind: 'list', href: addresses.list(), label: t('viewList') },
    { kind: 'day', href: addresses.day(date), label: t('viewDay') },
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
                  // a day's Day link is that day, but a month's leads to one of its days.
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
          {steps.previous ? (
            <a rel="prev" href={steps.previous.href} data-view-link="">
              {steps.previous.label}
            </a>
          ) : (
            <span />
          )}
          <a href={steps.current.href} data-view-link="">
            {steps.current.label}
          </a>
          {steps.next ? (
            <a rel="next" href={steps.next.href} data-view-link="">
              {steps.next.label}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
      <script dangerouslySetInnerHTML={{ __html: VIEW_SCRIPT }} />
    </>
  );
}
