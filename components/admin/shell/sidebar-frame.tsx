'use client';

// The sidebar's behaviour at phone width, where it folds into a menu button:
// the button opens it below the top bar, focus goes to its first link, and
// Escape closes it and gives focus back to the button, and so does Tab past
// its last item, so that an open menu never covers what has focus. At desktop
// width the button is hidden (CSS) and the sidebar always open.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export function SidebarFrame({
  brand,
  menuLabel,
  children,
}: {
  brand: ReactNode;
  menuLabel: string;
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (isOpen) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [isOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    // Focus lost to nothing (a click on the page's background) is not a leave.
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  return (
    <header
      className="admin-sidebar"
      data-open={isOpen || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="admin-topbar">
        {brand}
        <button
          ref={button}
          type="button"
          className="menu-button quiet"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
            <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          {menuLabel}
        </button>
      </div>
      <div id={panelId} ref={panel} className="admin-sidebar-panel">
        {children}
      </div>
    </header>
  );
}
