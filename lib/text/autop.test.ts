import { describe, expect, it } from 'vitest';
import { autop } from './autop';

describe('autop (docs/api.md §0.7)', () => {
  it('wraps a line in a paragraph', () =>
    expect(autop('An event content')).toBe('<p>An event content</p>'));
  it('splits blocks at blank lines', () => expect(autop('A\n\nB')).toBe('<p>A</p>\n<p>B</p>'));
  it('turns single line breaks into <br />', () => expect(autop('A\nB')).toBe('<p>A<br />\nB</p>'));
  it('leaves block-level HTML alone', () =>
    expect(autop('<ul><li>x</li></ul>\n\nY')).toBe('<ul><li>x</li></ul>\n<p>Y</p>'));
  it('is empty for blank text', () => expect(autop('  \n ')).toBe(''));
});
