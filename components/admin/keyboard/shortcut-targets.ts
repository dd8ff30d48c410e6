// What the shortcuts act on, found in the page rather than registered: each
// screen marks its search field, save button and paging buttons with
// `data-shortcut` (search, save, previous, next, today), and a list's rows are
// its table's rows, each opened by its first link.

const inMain = (selector: string) => document.querySelectorAll<HTMLElement>(`main ${selector}`);
const marked = (name: string) => inMain(`[data-shortcut="${name}"]`);

const isUsable = (element: HTMLElement) =>
  !(element instanceof HTMLButtonElement && element.disabled) &&
  element.getClientRects().length > 0;

/** Whether focus is where a key types text: a field, a list box's input, the rich-text editor. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return ![
    'checkbox',
    'radio',
    'button',
    'submit',
    'reset',
    'file',
    'image',
    'range',
    'color',
  ].includes(target.type);
}

/** Whether a dialog is open (a question, the palette, a date picker): page shortcuts wait. */
export const isDialogOpen = () =>
  document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;

/** Focuses the screen's search field; false when it has none. */
export function focusSearch(): boolean {
  const field = [...marked('search')].find(isUsable);
  if (!(field instanceof HTMLInputElement)) return false;
  field.focus();
  field.select();
  return true;
}

/**
 * Submits the editor holding focus, else the screen's first. True when the
 * screen has an editor, even one already saving: the browser's own "save
 * page" is then never what was meant.
 */
export function submitEditor(): boolean {
  const buttons = [...marked('save')].filter((button) => button.getClientRects().length > 0);
  const focusedForm = document.activeElement?.closest('form');
  const button =
    buttons.find(
      (candidate) => candidate instanceof HTMLButtonElement && candidate.form === focusedForm,
    ) ?? buttons[0];
  if (!(button instanceof HTMLButtonElement)) return false;
  if (!button.disabled) button.form?.requestSubmit(button);
  return true;
}

/** Clicks the screen's previous, next or today button, when it has one that may be pressed. */
export function pressMarked(name: 'previous' | 'next' | 'today'): boolean {
  const button = [...marked(name)].find(isUsable);
  button?.click();
  return button !== undefined;
}

/** Moves focus to the first link of the next (1) or previous (-1) row of the screen's table. */
export function moveRow(step: 1 | -1): boolean {
  const links = [...inMain('tbody tr')]
    .map((row) => row.querySelector<HTMLAnchorElement>('a[href]'))
    .filter((link): link is HTMLAnchorElement => link !== null && isUsable(link));
  if (links.length === 0) return false;
  const current = links.findIndex((link) => link.closest('tr')?.contains(document.activeElement));
  const next =
    current === -1
      ? step === 1
        ? 0
        : links.length - 1
      : Math.min(links.length - 1, Math.max(0, current + step));
  const link = links[next]!;
  link.focus();
  link.scrollIntoView({ block: 'nearest' });
  return true;
}
