'use client';

// The admin's keyboard layer (docs/admin.md "Keyboard"): the palette and
// shortcuts buttons under the sidebar's sections, and one key handler for the
// shortcuts of SHORTCUTS. The palette and the overlay are loaded when first
// wanted (or when a pointer or Ctrl comes near), so no screen's first load
// carries them.
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { mayLeave } from '../forms/use-unsaved-changes';
import { SCREEN_PATHS, type AdminScreen } from '../shell/admin-sections';
import { KeyNames } from './key-names';
import {
  focusSearch,
  isDialogOpen,
  isTypingIn,
  moveRow,
  pressMarked,
  submitEditor,
} from './shortcut-targets';
import { keyNameOf, matchShortcut, shortcutsFor, type ShortcutId } from './shortcuts';

const loadPalette = () => import('./command-palette');
const loadOverlay = () => import('./shortcuts-overlay');
const CommandPalette = lazy(() =>
  loadPalette().then((module) => ({ default: module.CommandPalette })),
);
const ShortcutsOverlay = lazy(() =>
  loadOverlay().then((module) => ({ default: module.ShortcutsOverlay })),
);
const warm = () => void Promise.all([loadPalette(), loadOverlay()]);

/** How long the second key of a sequence (`g` then `e`) may wait. */
const SEQUENCE_MS = 1500;

const GO_TO: Partial<Record<ShortcutId, AdminScreen>> = {
  newEvent: 'newEvent',
  goDashboard: 'dashboard',
  goEvents: 'events',
  goCalendar: 'calendar',
  goVenues: 'venues',
  goOrganizers: 'organizers',
};

export function KeyboardCommands({
  screens,
  canCreate,
}: {
  screens: readonly AdminScreen[];
  canCreate: boolean;
}) {
  const t = useTranslations('Keyboard');
  const router = useRouter();
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  const shortcuts = useMemo(() => shortcutsFor(canCreate), [canCreate]);
  const pending = useRef<{ key: string; at: number } | null>(null);

  useEffect(() => {
    /** Does what the shortcut names; false when the screen has nothing for it (the key then keeps its own meaning). */
    const run = (id: ShortcutId): boolean => {
      const screen = GO_TO[id];
      if (screen) {
        if (mayLeave()) router.push(SCREEN_PATHS[screen]);
        return true;
      }
      switch (id) {
        case 'palette':
        case 'help':
          setOpen(id);
          return true;
        case 'search':
          return focusSearch();
        case 'save':
          return submitEditor();
        case 'nextRow':
          return moveRow(1);
        case 'previousRow':
          return moveRow(-1);
        case 'previousPage':
          return pressMarked('previous');
        case 'nextPage':
          return pressMarked('next');
        case 'today':
          return pressMarked('today');
        default:
          return false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') warm();
      const name = event.defaultPrevented || event.isComposing ? null : keyNameOf(event);
      // A dialog's keys are its own: a question, the palette, a date picker.
      if (name === null || isDialogOpen()) return;
      const before =
        pending.current && Date.now() - pending.current.at < SEQUENCE_MS
          ? pending.current.key
          : null;
      const match = matchShortcut(shortcuts, name, before, isTypingIn(event.target));
      pending.current = match.pending ? { key: match.pending, at: Date.now() } : null;
      if (match.shortcut && run(match.shortcut.id)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [router, shortcuts]);

  const close = () => setOpen(null);
  return (
    <div className="keyboard-commands">
      <button
        type="button"
        className="palette-button"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen('palette')}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {t('openPalette')}
        <span aria-hidden="true">
          <KeyNames keys={['mod+k']} />
        </span>
      </button>
      <button
        type="button"
        className="quiet"
        aria-keyshortcuts="?"
        onClick={() => setOpen('help')}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {t('openHelp')}
      </button>
      <Suspense>
        {open === 'palette' && (
          <CommandPalette
            screens={screens}
            onClose={close}
            onGo={(href) => {
              close();
              if (mayLeave()) router.push(href);
            }}
          />
        )}
        {open === 'help' && <ShortcutsOverlay shortcuts={shortcuts} onClose={close} />}
      </Suspense>
    </div>
  );
}
