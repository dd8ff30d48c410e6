// Every keyboard shortcut of the admin (docs/admin.md "Keyboard"), in one
// list: the `?` overlay shows it and the key handler matches against it, so
// the two cannot disagree. Pure: the handler (keyboard-commands.tsx) does
// what each id names.

export type ShortcutId =
  | 'palette'
  | 'help'
  | 'newEvent'
  | 'search'
  | 'nextRow'
  | 'previousRow'
  | 'previousPage'
  | 'nextPage'
  | 'today'
  | 'save'
  | 'goDashboard'
  | 'goEvents'
  | 'goCalendar'
  | 'goVenues'
  | 'goOrganizers';

export type ShortcutGroup = 'general' | 'lists' | 'editors' | 'go';

export interface Shortcut {
  id: ShortcutId;
  group: ShortcutGroup;
  /** The keys pressed one after the other; `mod+` is Ctrl, or Command on a Mac. */
  keys: readonly string[];
  /** Also while typing in a field (single keys never do: they are the text). */
  inFields?: boolean;
  /** Only for roles that may make events. */
  needsCreate?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'palette', group: 'general', keys: ['mod+k'], inFields: true },
  { id: 'help', group: 'general', keys: ['?'] },
  { id: 'newEvent', group: 'general', keys: ['n'], needsCreate: true },
  { id: 'search', group: 'lists', keys: ['/'] },
  { id: 'nextRow', group: 'lists', keys: ['j'] },
  { id: 'previousRow', group: 'lists', keys: ['k'] },
  // Not Alt+arrows: they are the browser's back and forward.
  { id: 'previousPage', group: 'lists', keys: ['['] },
  { id: 'nextPage', group: 'lists', keys: [']'] },
  { id: 'today', group: 'lists', keys: ['t'] },
  { id: 'save', group: 'editors', keys: ['mod+s'], inFields: true },
  { id: 'goDashboard', group: 'go', keys: ['g', 'd'] },
  { id: 'goEvents', group: 'go', keys: ['g', 'e'] },
  { id: 'goCalendar', group: 'go', keys: ['g', 'c'] },
  { id: 'goVenues', group: 'go', keys: ['g', 'v'] },
  { id: 'goOrganizers', group: 'go', keys: ['g', 'o'] },
];

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['general', 'lists', 'editors', 'go'];

/** The shortcuts a user is offered. */
export const shortcutsFor = (canCreate: boolean) =>
  SHORTCUTS.filter((shortcut) => canCreate || !shortcut.needsCreate);

/** What a key press is called in SHORTCUTS (`mod+k`, `?`, `j`), or null for one no shortcut could use. */
export function keyNameOf(press: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): string | null {
  const { key, ctrlKey, metaKey, altKey } = press;
  if ((ctrlKey || metaKey) && !altKey) return key.length === 1 ? `mod+${key.toLowerCase()}` : null;
  // Ctrl+Alt together is AltGr, and Option types symbols on a Mac: that is
  // how `[` and `]` are typed on French and Spanish keyboards. Alt with a
  // letter or digit is the browser's or the system's.
  if (metaKey) return null;
  if (altKey && !ctrlKey && /^[\p{L}\p{N}]$/u.test(key)) return null;
  return key.length === 1 ? key : null;
}

export interface Match {
  /** The shortcut completed by this key, if any. */
  shortcut?: Shortcut;
  /** The keys pressed so far of a shortcut still being typed (`g`), else null. */
  pending: string | null;
}

/**
 * The shortcut a key completes, given the key pressed before it when that
 * one began a sequence. `isTyping`: focus is in a text field, where only
 * shortcuts marked `inFields` count.
 */
export function matchShortcut(
  shortcuts: readonly Shortcut[],
  key: string,
  pending: string | null,
  isTyping: boolean,
): Match {
  const usable = shortcuts.filter((shortcut) => !isTyping || shortcut.inFields);
  if (pending !== null) {
    const shortcut = usable.find(
      ({ keys }) => keys.length === 2 && keys[0] === pending && keys[1] === key,
    );
    if (shortcut) return { shortcut, pending: null };
  }
  const single = usable.find(({ keys }) => keys.length === 1 && keys[0] === key);
  if (single) return { shortcut: single, pending: null };
  const begins = usable.some(({ keys }) => keys.length === 2 && keys[0] === key);
  return { pending: begins ? key : null };
}
