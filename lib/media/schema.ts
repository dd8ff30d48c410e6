// What the admin's media endpoints accept (docs/admin.md "Media"). Codes, never sentences.
import { z } from 'zod';
import { singleLine } from '../text/sanitize';

/** Long enough for a sentence or two, as screen-reader guidance suggests; the form says the same. */
export const ALT_MAX_LENGTH = 250;

/** `PATCH /api/media/{id}`: plain text on one line, tags removed (docs/api.md §0.7). */
export const imageUpdateSchema = z.object({
  alt: z.string().max(ALT_MAX_LENGTH).transform(singleLine),
});
export type ImageUpdate = z.output<typeof imageUpdateSchema>;

/** `GET /api/media?search=`: part of the original file's name. */
export const SEARCH_MAX_LENGTH = 200;
