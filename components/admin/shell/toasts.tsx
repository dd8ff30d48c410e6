'use client';

// Short messages that a save or a failure happened, in the corner of the
// screen. A screen's toasts live in this module rather than in React state,
// so that one said just before a navigation (a new item moving to its own
// address) is still shown on the page it opens.
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error';
/** A button the toast offers (the calendar's Undo); pressing it dismisses the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}
interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  action?: ToastAction;
}

/** Long enough to read twice; a toast under the pointer or the focus stays. */
const SHOWN_FOR_MS = 8000;
const NONE: Toast[] = [];
let toasts: Toast[] = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function replaceToasts(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Says `text`; the same text said again replaces the one shown, never stacks. */
export function showToast(text: string, tone: ToastTone = 'success', action?: ToastAction): void {
  lastId += 1;
  replaceToasts([
    ...toasts.filter((toast) => toast.text !== text),
    { id: lastId, text, tone, action },
  ]);
}

function dismissToast(id: number) {
  replaceToasts(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Where toasts appear: a polite live region, each toast a status (an error an
 * alert). Toasts belong to the screen: leaving it clears them, so a "saved"
 * never stands over the next list.
 */
export function ToastRegion() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  useEffect(() => () => replaceToasts(NONE), []);
  return (
    <div className="toasts" aria-live="polite">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('Admin');
  const [isHeld, setHeld] = useState(false);
  // Errors stay until dismissed: they may need reading and acting on.
  useEffect(() => {
    if (toast.tone === 'error' || isHeld) return;
    const timer = setTimeout(() => dismissToast(toast.id), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [toast, isHeld]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className="toast"
      data-tone={toast.tone}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{toast.text}</p>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            dismissToast(toast.id);
            toast.action!.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="quiet"
        aria-label={t('dismiss')}
        onClick={() => {
          dismissToast(toast.id);
          // The button goes with its toast: focus goes on from the main content, not the page's top.
          document.getElementById('main')?.focus();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
