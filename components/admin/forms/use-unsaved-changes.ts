'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** A plain left click on a link to another page of this site, which the app would follow itself. */
function inAppLinkOf(click: MouseEvent): HTMLAnchorElement | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return null;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

// Asked before a navigation no link makes (the command palette, a keyboard
// shortcut): a form with unsaved changes cancels it unless the editor agrees.
const LEAVE_EVENT = 'admin:leave';

/** Whether the page may move on: false when a form with unsaved changes was told to stay. */
export const mayLeave = (): boolean =>
  document.dispatchEvent(new Event(LEAVE_EVENT, { cancelable: true }));

/**
 * Leaving a form with unsaved changes asks first: the browser's own question
 * on reload or close, and ours before a link inside the app (the language
 * switcher included) moves on, or the palette or a shortcut does (mayLeave).
 */
export function useUnsavedChanges(isDirty: boolean, isSubmitting: boolean): void {
  const t = useTranslations('AdminCommon');
  const question = t('leaveUnsaved');
  useEffect(() => {
    if (!isDirty || isSubmitting) return;
    const warn = (unload: BeforeUnloadEvent) => unload.preventDefault();
    // Capture on the document runs before React's own click handling, so a
    // "stay" answer stops the client-side navigation as well as the browser's.
    const ask = (click: MouseEvent) => {
      if (!inAppLinkOf(click) || window.confirm(question)) return;
      click.preventDefault();
      click.stopPropagation();
    };
    const askBeforeLeaving = (leave: Event) => {
      if (!window.confirm(question)) leave.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', ask, true);
    document.addEventListener(LEAVE_EVENT, askBeforeLeaving);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', ask, true);
      document.removeEventListener(LEAVE_EVENT, askBeforeLeaving);
    };
  }, [isDirty, isSubmitting, question]);
}
