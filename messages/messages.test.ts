import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  const source = keysOf(en).sort();
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s has exactly the keys of en', (_, messages) => {
    expect(keysOf(messages).sort()).toEqual(source);
  });
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s leaves no message empty', (_, messages) => {
    const empty = keysOf(messages).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
