import { describe, expect, it } from 'vitest';
import { keyNameOf, matchShortcut, SHORTCUTS, shortcutsFor } from './shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keyNameOf', () => {
  it('names Ctrl and Command combinations alike', () => {
    expect(keyNameOf(press('k', { ctrlKey: true }))).toBe('mod+k');
    expect(keyNameOf(press('S', { metaKey: true }))).toBe('mod+s');
  });
  it('keeps AltGr characters and drops other Alt combinations', () => {
    expect(keyNameOf(press('[', { ctrlKey: true, altKey: true }))).toBe('[');
    expect(keyNameOf(press(']', { altKey: true }))).toBe(']');
    expect(keyNameOf(press('n', { altKey: true }))).toBeNull();
  });
  it('ignores keys that type nothing', () => {
    expect(keyNameOf(press('ArrowDown'))).toBeNull();
  });
});

describe('matchShortcut', () => {
  it('matches single keys outside fields only', () => {
    expect(matchShortcut(SHORTCUTS, 'n', null, false).shortcut?.id).toBe('newEvent');
    expect(matchShortcut(SHORTCUTS, 'n', null, true).shortcut).toBeUndefined();
    expect(matchShortcut(SHORTCUTS, 'mod+s', null, true).shortcut?.id).toBe('save');
  });
  it('completes a two-key sequence', () => {
    const first = matchShortcut(SHORTCUTS, 'g', null, false);
    expect(first).toEqual({ pending: 'g' });
    expect(matchShortcut(SHORTCUTS, 'v', first.pending, false).shortcut?.id).toBe('goVenues');
  });
  it('drops a sequence another key interrupts', () => {
    expect(matchShortcut(SHORTCUTS, 'x', 'g', false)).toEqual({ pending: null });
  });
  it('offers a new event only to those who may make one', () => {
    expect(shortcutsFor(false).some(({ id }) => id === 'newEvent')).toBe(false);
  });
  it('gives every key sequence to one shortcut only', () => {
    const sequences = SHORTCUTS.map(({ keys }) => keys.join(' '));
    expect(new Set(sequences).size).toBe(sequences.length);
  });
});
