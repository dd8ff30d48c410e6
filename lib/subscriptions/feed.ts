// Fetching a subscribed feed (docs/import.md "Subscriptions"): the image
// fetch's checks (every hop's address allowed by the SSRF rule, at most 3
// redirects, one timeout), the uploads' 5 MiB limit, and the text checked
// to be iCalendar before any job is made of it.
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../http/errors';
import { notICalendar, readCalendarFile } from '../imports/ical-file';
import { MAX_IMPORT_BYTES, decodeText } from '../imports/upload';
import { fetchChecked, readBody, type FetchOptions } from '../media/fetch';
import { ImageError } from '../media/types';

const FEED_TIMEOUT_MS = 20_000;

/** Why a fetch brought no calendar; the subscription records the message. */
export class FeedError extends Error {}

async function readFeed(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (response.statusCode !== 200) {
    response.destroy();
    throw new FeedError(`The feed answered HTTP ${response.statusCode}.`);
  }
  return readBody(response, maxBytes);
}

/** A fetched feed: its iCalendar text and its VEVENT count. */
export interface Feed {
  text: string;
  total: number;
}

/** The feed; FeedError when it brought no calendar. */
export async function fetchFeed(url: string, options: FetchOptions = {}): Promise<Feed> {
  try {
    const bytes = await fetchChecked(
      url,
      { timeoutMs: FEED_TIMEOUT_MS, maxBytes: MAX_IMPORT_BYTES, ...options },
      { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'events-calendar subscriptions' },
      readFeed,
    );
    const text = decodeText(new Uint8Array(bytes).buffer, notICalendar);
    return { text, total: readCalendarFile(text).events.length };
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof ImageError) {
      const message = error.reason === 'size' ? 'The feed is larger than 5 MiB.' : error.message;
      throw new FeedError(message);
    }
    if (error instanceof ApiError) throw new FeedError(error.message);
    throw error;
  }
}
