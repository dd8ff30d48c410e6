import { describe, expect, it } from 'vitest';
import { keepViewsInFrame } from './links';
import { embeddableView } from '../pages/embeddable-views';

// The views the embed shows, as its page asks (lib/public/pages/embed.ts).
const isView = (path: string) => embeddableView(path) !== undefined;

describe('keepViewsInFrame', () => {
  it('sends the links between views to their /embed/ address, in the frame, query kept', () => {
    expect(
      keepViewsInFrame(
        '<a rel="next" href="/events/month/2026-12/?translation_language=fr&amp;tags=jazz">',
        isView,
      ),
    ).toBe(
      '<a target="_self" rel="next" href="/embed/events/month/2026-12/?translation_language=fr&amp;tags=jazz">',
    );
  });

  it('keeps an /embed/ link in the frame and leaves the others to the page base (the top window)', () => {
    expect(keepViewsInFrame('<a href="/embed/?page=2">', isView)).toBe(
      '<a target="_self" href="/embed/?page=2">',
    );
    for (const tag of [
      '<a href="http://site.test/event/jazz/">',
      '<a href="/event/jazz-night/">',
      '<a href="//elsewhere.test/events/month/">',
      '<a class="more">',
    ])
      expect(keepViewsInFrame(tag, isView)).toBe(tag);
  });

  it('keeps in the frame a form that submits to its own address or to a view', () => {
    expect(keepViewsInFrame('<form class="filters">', isView)).toBe(
      '<form target="_self" class="filters">',
    );
    expect(keepViewsInFrame('<form action="/events/month/2026-12/">', isView)).toBe(
      '<form target="_self" action="/embed/events/month/2026-12/">',
    );
    expect(keepViewsInFrame('<form action="/search/">', isView)).toBe('<form action="/search/">');
  });

  it('keeps a day and a list in the frame too', () => {
    expect(keepViewsInFrame('<a href="/events/2026-12-01/">', isView)).toBe(
      '<a target="_self" href="/embed/events/2026-12-01/">',
    );
    expect(keepViewsInFrame('<a href="/events/list/?eventDisplay=past">', isView)).toBe(
      '<a target="_self" href="/embed/events/list/?eventDisplay=past">',
    );
  });

  it('writes a $ in an address as it is, never as a replacement pattern', () => {
    expect(keepViewsInFrame('<a rel="prev" href="/events/month/?search=$`">', isView)).toBe(
      '<a target="_self" rel="prev" href="/embed/events/month/?search=$`">',
    );
  });

  it('leaves a target the page set itself, and text that only looks like a tag', () => {
    expect(keepViewsInFrame('<a target="_blank" href="/events/month/">', isView)).toBe(
      '<a target="_blank" href="/embed/events/month/">',
    );
    expect(keepViewsInFrame('<p>&lt;a href=&quot;/events/month/&quot;&gt;</p>', isView)).toBe(
      '<p>&lt;a href=&quot;/events/month/&quot;&gt;</p>',
    );
  });
});
