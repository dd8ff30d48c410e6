import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAllPages } from './all-pages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readAllPages', () => {
  it('reads every page, the largest the API allows, in order whatever order they arrive in', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const page = Number(new URL(url, 'http://site').searchParams.get('page'));
      // The second page answers last.
      if (page === 2) await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify({ events: [`e${page}`], total_pages: 3 }));
    });
    const events = await readAllPages<string>('/events', 'events', { status: 'draft' });
    expect(events).toEqual(['e1', 'e2', 'e3']);
    expect(asked).toEqual(
      [1, 2, 3].map((page) => `/calendar/events/v1/events?status=draft&page=${page}&per_page=50`),
    );
  });

  it('stops after the first page of an empty collection', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ tags: [], total_pages: 0 })));
    vi.stubGlobal('fetch', fetch);
    expect(await readAllPages('/tags', 'tags', {})).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
