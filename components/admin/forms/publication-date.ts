// The publication date ("Publish on") every event, venue and organizer
// editor shows: the API's `date`, a wall time in the site's time zone
// (docs/api.md §4.1). Publishing with a date ahead stores `future`, which
// lib/posts/scheduler.ts publishes when the date comes (§0.3).
import { z } from 'zod';

export interface PublicationDate {
  /** `YYYY-MM-DD`, "" for none. */
  publishDate: string;
  /** `HH:MM`, "" for none. */
  publishTime: string;
  /** The `date` the item was read with, seconds included; "" for a new item. */
  publishedAt: string;
}

export const publicationDateShape = {
  publishDate: z.string(),
  publishTime: z.string(),
  publishedAt: z.string(),
};

/** The form's fields for an item's `date` (`YYYY-MM-DD HH:MM:SS`), or a new item's empty ones. */
export function publicationDateValues(date: string | undefined): PublicationDate {
  if (!date) return { publishDate: '', publishTime: '', publishedAt: '' };
  return { publishDate: date.slice(0, 10), publishTime: date.slice(11, 16), publishedAt: date };
}

/**
 * The `date` to send: only when the editor chose another minute than the one
 * read, so a save leaves the stored seconds alone; none leaves it as it is
 * (now, for a new item).
 */
export function publicationDateOf(values: PublicationDate): string | undefined {
  if (!values.publishDate || !values.publishTime) return undefined;
  const chosen = `${values.publishDate} ${values.publishTime}`;
  return chosen === values.publishedAt.slice(0, 16) ? undefined : `${chosen}:00`;
}

/** A date without a time, or a time without a date, says which one is missing (`Validation` codes). */
export function publicationDateProblems(
  values: PublicationDate,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (values.publishDate && !values.publishTime)
    context.addIssue({ code: 'custom', path: ['publishTime'], message: 'time_required' });
  if (!values.publishDate && values.publishTime)
    context.addIssue({ code: 'custom', path: ['publishDate'], message: 'date_required' });
}
