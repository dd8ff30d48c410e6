// What categories and tags are written with and listed by (docs/api.md
// §A.2.4, §A.2.5, §A.4.5.1, §A.4.6): each schema is at once the validator
// their handlers read through and the documented type.
import { nonEmptyText, paging, param } from '../params/declare';
import {
  booleanSchema,
  idListSchema,
  idOrZeroSchema,
  idSchema,
  nonEmptyStringSchema,
} from '../params/schemas';
import { modifiedAfter } from '../dates/modified-after';
import { translationStatus } from '../posts/missing-translations';

/** Read through these declarations by the term writes (lib/terms/schema-write.ts). */
export const tagFields = [
  nonEmptyText('name', 'Term name'),
  nonEmptyText('description', 'Term description'),
  nonEmptyText('slug', 'Term slug'),
] as const;

export const categoryFields = [
  ...tagFields,
  param('parent', idOrZeroSchema('parent'), 'Parent category ID'),
] as const;

/** §A.4.5.1 up to `parent`, which only categories have (§A.4.6). */
const termSelection = () =>
  [
    param('search', nonEmptyStringSchema('search'), 'Limit to terms matching the string'),
    param('exclude', idListSchema('exclude'), 'Force exclusion of these IDs'),
    param('include', idListSchema('include'), 'Limit to these IDs'),
    param('order', nonEmptyStringSchema('order'), 'Sort direction, ascending or descending'),
    param('orderby', nonEmptyStringSchema('orderby'), 'Sort by a term attribute'),
    param('hide_empty', booleanSchema('hide_empty'), 'Hide terms not assigned to any post', {
      default: '1',
    }),
  ] as const;

/** §A.4.5.1 after `parent`. */
const termLinks = (items: 'categories' | 'tags') =>
  [
    param('post', idSchema('post'), 'Only terms assigned to this post'),
    param('event', idSchema('event'), 'Alias of post'),
    param('slug', nonEmptyStringSchema('slug'), 'Only terms with this slug'),
    // Additive (docs/api.md §3.4): what changed since a client's last read.
    modifiedAfter(items),
    ...translationStatus(items),
  ] as const;

export const categoryListParameters = [
  ...paging('categories'),
  ...termSelection(),
  param('parent', idOrZeroSchema('parent'), 'Only terms with this parent'),
  ...termLinks('categories'),
] as const;

export const tagListParameters = [
  ...paging('tags'),
  ...termSelection(),
  ...termLinks('tags'),
] as const;
