import { describe, expect, it } from 'vitest';
import { plainText, richText, singleLine } from './sanitize';

describe('plainText (titles and names, docs/api.md §0.7)', () => {
  it.each([
    ['  An <b>Event</b>  ', 'An Event'],
    ['Rock & Roll "Night"', 'Rock & Roll "Night"'],
    ['<script>alert(1)</script>Show', 'Show'],
    ["It's", "It's"],
  ])('%j → %j', (input, output) => expect(plainText(input)).toBe(output));
});

describe('singleLine (venue and organizer fields)', () => {
  it('turns line breaks and tabs into single spaces', () => {
    expect(singleLine('12 Main St\n\tSuite  4 ')).toBe('12 Main St Suite 4');
  });
});

describe('richText (descriptions)', () => {
  it.each([
    ['<p>Hello <em>world</em></p>', '<p>Hello <em>world</em></p>'],
    ['Line one\n\nLine two', 'Line one\n\nLine two'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style>text', 'text'],
    ['<iframe src="https://evil.example"></iframe>x', 'x'],
    ['<form action="/x"><input></form>y', 'y'],
    ['<object data="x"></object><embed src="y">z', 'z'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    [
      '<a href="https://example.com" title="t">link</a>',
      '<a href="https://example.com" title="t">link</a>',
    ],
    [
      '<img src="https://example.com/a.png" onerror="x()" alt="a">',
      '<img src="https://example.com/a.png" alt="a" />',
    ],
  ])('%j → %j', (input, output) => expect(richText(input)).toBe(output));
});

describe('richText sees URLs as a browser decodes them', () => {
  it.each([
    '<a href="javascript&colon;alert(1)">c</a>',
    '<a href="&#106;avascript:alert(1)">c</a>',
    '<a href="java&Tab;script:alert(1)">c</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">c</a>',
    '<a href="jav&#x09;ascript:alert(1)">c</a>',
    '<a href=" &#14; javascript:alert(1)">c</a>',
    '<a href="JaVaScRiPt:alert(1)">c</a>',
    '<a href="data:text/html,<script>alert(1)</script>">c</a>',
    '<a href="vbscript:msgbox(1)">c</a>',
  ])('%j loses its link', (input) => expect(richText(input)).toBe('<a>c</a>'));

  it.each([
    ['<img srcset="javascript:alert(1) 1x">', '<img />'],
    ['<button formaction="java&#115;cript:alert(1)">x</button>', '<button>x</button>'],
    [
      '<svg><a xlink:href="javascript&colon;alert(1)"><text>x</text></a></svg>',
      '<svg><a><text>x</text></a></svg>',
    ],
    ['<video poster="javascript:alert(1)"></video>', '<video></video>'],
    ['<img src=x /onerror=alert(1)>', '<img src="x" />'],
  ])('%j → %j', (input, output) => expect(richText(input)).toBe(output));

  it.each([
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<template><img src=x onerror=alert(1)></template>',
    '<frameset><frame src="https://evil.example"></frameset>',
  ])('%j is removed with its content', (input) => expect(richText(input)).toBe(''));

  it('keeps web, mail and relative links, and text with its character references', () => {
    const html =
      '<a href="https://example.com/?a=1&amp;b=2">w</a> <a href="mailto:a@example.com">m</a> <a href="/event/x/">r</a> Rock &amp; Roll &lt;b&gt;';
    expect(richText(html)).toBe(html);
  });

  it('writes a bare ampersand as a reference and named references as their characters', () => {
    expect(richText('Rock & Roll &eacute;t&eacute;')).toBe('Rock &amp; Roll été');
  });
});
