import { describe, expect, it } from 'vitest';
import { plainText, richText, singleLine } from './sanitize';

describe('plainText (titles and names, rest-behaviour §0.7)', () => {
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
