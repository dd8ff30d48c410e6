'use client';

// The frame every dashboard panel shares: a titled section, its count (or
// that it is loading, or why it failed), its items or what it says when it
// has none, and a link to the whole list.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useErrorText } from '@/components/ui/form-error';
import { ApiError } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';

export interface PanelState {
  isPending: boolean;
  error: Error | null;
}

export function DashboardPanel({
  id,
  title,
  description,
  state,
  count,
  empty,
  items,
  more,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  state: PanelState;
  /** The count's words, once loaded. */
  count: string;
  /** What the panel says when it holds nothing. */
  empty: string;
  /** The list's items, `<li>`s; none for an empty panel. */
  items: ReactNode[];
  /** The whole list in the admin, when there is more than the panel shows. */
  more?: { href: string; label: string };
  /** Anything the panel says besides its items (the outcome of an action). */
  children?: ReactNode;
}) {
  const common = useTranslations('AdminCommon');
  const errorText = useErrorText();
  const { isPending, error } = state;
  const failure = error && (error instanceof ApiError ? errorText(error.code) : null);
  return (
    <section className="dashboard-panel" aria-labelledby={id} aria-busy={isPending}>
      <h2 id={id}>{title}</h2>
      {description && <p className="hint">{description}</p>}
      <p className="list-status">
        {isPending ? common('loading') : error ? (failure ?? common('loadFailed')) : count}
      </p>
      {!isPending && !error && items.length === 0 && <p className="empty">{empty}</p>}
      {items.length > 0 && <ul className="dashboard-list">{items}</ul>}
      {more && (
        <p>
          <Link href={more.href}>{more.label}</Link>
        </p>
      )}
      {children}
    </section>
  );
}
