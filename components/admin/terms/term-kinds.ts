// Categories and tags answer the same term routes (docs/api.md §4.6);
// categories also have a parent.
import type { FieldSpec, FormValues, ResourceKind } from '../resource-kind';

export interface TermKind extends ResourceKind {
  collection: 'categories' | 'tags';
  isHierarchical: boolean;
}

const fields: FieldSpec[] = [
  { name: 'name', input: 'text', isRequired: true },
  { name: 'slug', input: 'text', hasHint: true },
  { name: 'description', input: 'textarea', hasHint: true },
];

/**
 * §4.6 refuses an empty slug or description (a description cannot be cleared
 * through the API), so empty ones are not sent: the server makes the slug
 * from the name and keeps the stored description.
 */
function termBody({ slug, description, parent, ...rest }: FormValues): Record<string, unknown> {
  return {
    ...rest,
    slug: slug || undefined,
    description: description || undefined,
    ...(parent === undefined ? {} : { parent: Number(parent) }),
  };
}

// The API's field-level codes that are not parameter errors.
const fieldOfCode = { term_exists: 'name', duplicate_term_slug: 'slug' };

export const categoryKind: TermKind = {
  collection: 'categories',
  messages: 'AdminCategories',
  nameKey: 'name',
  eventsParam: 'categories',
  deletion: 'permanent',
  isHierarchical: true,
  fields: [...fields, { name: 'parent', input: 'parent' }],
  bodyOf: termBody,
  fieldOfCode,
};

export const tagKind: TermKind = {
  collection: 'tags',
  messages: 'AdminTags',
  nameKey: 'name',
  eventsParam: 'tags',
  deletion: 'permanent',
  isHierarchical: false,
  fields,
  bodyOf: termBody,
  fieldOfCode,
};

export const termKinds = { categories: categoryKind, tags: tagKind } as const;
