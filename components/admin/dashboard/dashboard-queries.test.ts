import { describe, expect, it } from 'vitest';
import type { EventJson } from '../events/event-queries';
import type { LinkedPostJson } from '../linked-posts/linked-post-queries';
import { mergeRecentChanges } from './dashboard-queries';

const changed = <Item>(id: number, modifiedUtc: string) =>
  ({ id, modified_utc: modifiedUtc }) as unknown as Item;

describe('mergeRecentChanges', () => {
  it('merges the three kinds newest change first, ties by id, and keeps the latest eight', () => {
    const events = [1, 2, 3, 4].map((id) => changed<EventJson>(id, `2026-01-0${id} 10:00:00`));
    const venues = [5, 6, 7].map((id) =>
      changed<LinkedPostJson<'venues'>>(id, `2026-01-0${id} 10:00:00`),
    );
    const organizers = [
      changed<LinkedPostJson<'organizers'>>(8, '2026-01-07 10:00:00'),
      changed<LinkedPostJson<'organizers'>>(9, '2025-12-31 10:00:00'),
    ];
    const merged = mergeRecentChanges(events, venues, organizers);
    expect(merged.map(({ collection, item }) => `${collection}:${item.id}`)).toEqual([
      'organizers:8',
      'venues:7',
      'venues:6',
      'venues:5',
      'events:4',
      'events:3',
      'events:2',
      'events:1',
    ]);
  });
});
