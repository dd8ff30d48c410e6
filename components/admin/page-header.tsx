// The top of every admin screen: the way back to its list, the h1, a line
// under it, and the screen's primary action on the right, in the same place
// on every screen (docs/admin.md "Layout").
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

export function PageHeader({
  id,
  title,
  back,
  subtitle,
  actions,
}: {
  /** The h1's id, which names the screen's section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** The list an editor belongs to. */
  back?: { href: string; label: string };
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      {back && (
        <p className="page-back">
          <Link href={back.href}>{back.label}</Link>
        </p>
      )}
      <div className="page-title-row">
        <h1 id={id}>{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {subtitle && <div className="page-subtitle">{subtitle}</div>}
    </div>
  );
}

/** A list's primary action, fetched as soon as the list shows (docs/admin.md). */
export function NewItemLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="button" prefetch>
      {label}
    </Link>
  );
}
