// The change feed's parameters (docs/sync.md): declared once, read by the
// route and written into the namespace index and the OpenAPI document.
import { param } from '../params/declare';
import { nonEmptyStringSchema, positiveIntegerSchema } from '../params/schemas';

export const CHANGES_PER_PAGE = 100;
export const CHANGES_MAX_PER_PAGE = 500;

export const changesParameters = [
  param(
    'since',
    nonEmptyStringSchema('since'),
    'The next_cursor of the last answer; without it, no changes and the cursor of now',
  ),
  param('per_page', positiveIntegerSchema('per_page'), 'Changes per answer, at most 500', {
    default: CHANGES_PER_PAGE,
  }),
] as const;
