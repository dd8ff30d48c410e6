// Venues, organizers, categories and tags are edited the same way: a form of
// simple fields named as the API's write parameters (docs/api.md §4.3,
// §4.4, §4.6), so a server error naming a parameter lands on the field of the
// same name. A kind says which fields it has; the screens do the rest.
import { z } from 'zod';
import { withoutParagraphs } from './forms/form-text';
import {
  publicationDateOf,
  publicationDateProblems,
  publicationDateShape,
  publicationDateValues,
  type PublicationDate,
} from './forms/publication-date';
import type { ServerErrorFields } from './forms/server-errors';

export const EDITABLE_STATUSES = ['publish', 'draft', 'pending', 'private'] as const;
export type EditableStatus = (typeof EDITABLE_STATUSES)[number];

/** What a form's status holds: `future` is how a scheduled item reads back (§0.3). */
const FORM_STATUSES = [...EDITABLE_STATUSES, 'future'] as const;

export type FieldInput =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'url'
  | 'email'
  | 'tel'
  | 'checkbox'
  | 'status'
  | 'parent'
  | 'image'
  /** The API's `date`, as the form's publishDate, publishTime and publishedAt (forms/publication-date.ts). */
  | 'publication-date';

export interface FieldSpec {
  /** The write parameter, also the key in the representation. */
  name: string;
  input: FieldInput;
  isRequired?: boolean;
  /** A checkbox's value on a new item (the API's create default). */
  initial?: boolean;
  /** The label has a hint under it (`hint.{name}` in the kind's messages). */
  hasHint?: boolean;
}

export type FormValues = Record<string, string | boolean>;
export type Item = { id: number } & Record<string, unknown>;

export type ResourceCollection = 'venues' | 'organizers' | 'categories' | 'tags';

export interface ResourceKind {
  collection: ResourceCollection;
  /** The kind's message namespace. */
  messages: 'AdminVenues' | 'AdminOrganizers' | 'AdminCategories' | 'AdminTags';
  /** The representation's key of the item's name. */
  nameKey: string;
  fields: FieldSpec[];
  /** The events list parameter that selects this item's events (§3.1). */
  eventsParam: 'venue' | 'organizer' | 'categories' | 'tags';
  /** Venues and organizers go to the trash; terms are deleted for good (§5). */
  deletion: 'trash' | 'permanent';
  /** The write body for these values; by default the values as they are. */
  bodyOf?: (values: FormValues) => Record<string, unknown>;
  /** Error codes that concern one field, not the whole form (`term_exists` → name). */
  fieldOfCode?: Record<string, string>;
}

export function formSchemaOf(kind: ResourceKind) {
  const shape: Record<string, z.ZodType<string | boolean, string | boolean>> = {};
  for (const field of kind.fields) {
    if (field.input === 'checkbox') shape[field.name] = z.boolean();
    else if (field.input === 'status') shape[field.name] = z.enum(FORM_STATUSES);
    else if (field.input === 'publication-date') Object.assign(shape, publicationDateShape);
    else shape[field.name] = field.isRequired ? z.string().trim().min(1) : z.string();
  }
  const schema = z.object(shape);
  return hasPublicationDate(kind)
    ? schema.superRefine((values, context) =>
        publicationDateProblems(values as unknown as PublicationDate, context),
      )
    : schema;
}

const hasPublicationDate = (kind: ResourceKind) =>
  kind.fields.some((field) => field.input === 'publication-date');

export function emptyValuesOf(kind: ResourceKind): FormValues {
  return Object.fromEntries(
    kind.fields.flatMap((field) =>
      field.input === 'publication-date'
        ? Object.entries(publicationDateValues(undefined))
        : [[field.name, emptyValue(field)]],
    ),
  );
}

function emptyValue(field: FieldSpec): string | boolean {
  if (field.input === 'checkbox') return field.initial ?? false;
  if (field.input === 'status') return 'publish';
  if (field.input === 'parent') return '0';
  return '';
}

/** The form's values for an item as the API represents it (empty fields are left out there, §1.3). */
export function valuesOf(kind: ResourceKind, item: Item): FormValues {
  return Object.fromEntries(
    kind.fields.flatMap((field) =>
      field.input === 'publication-date'
        ? Object.entries(publicationDateValues(String(item[field.name] ?? '')))
        : [[field.name, valueOf(field, item[field.name])]],
    ),
  );
}

function valueOf(field: FieldSpec, stored: unknown): string | boolean {
  switch (field.input) {
    case 'checkbox':
      return stored === undefined ? emptyValue(field) : stored === true;
    case 'status':
      // A trashed item is saved back as a draft unless the editor picks otherwise.
      return (FORM_STATUSES as readonly unknown[]).includes(stored) ? String(stored) : 'draft';
    case 'parent':
      return String(stored ?? 0);
    case 'textarea':
      return withoutParagraphs(String(stored ?? ''));
    case 'richtext':
      // The rich-text editor edits the HTML as the API answers it, paragraphs included.
      return String(stored ?? '');
    case 'image':
      // The §1.7 object, or false: the form keeps the id the API's `image` takes ("" removes).
      return stored && typeof stored === 'object' && 'id' in stored ? String(stored.id) : '';
    default:
      return String(stored ?? '');
  }
}

export function bodyOf(kind: ResourceKind, values: FormValues): Record<string, unknown> {
  if (kind.bodyOf) return kind.bodyOf(values);
  if (!hasPublicationDate(kind)) return { ...values };
  const { publishDate, publishTime, publishedAt, ...rest } = values;
  const date = publicationDateOf({ publishDate, publishTime, publishedAt } as PublicationDate);
  return { ...rest, date };
}

/** Where a save's errors go in this kind's form: its fields are named as the write parameters. */
export function serverFieldsOf(kind: ResourceKind): ServerErrorFields<FormValues> {
  const inputOf = (name: string) => kind.fields.find((field) => field.name === name)?.input;
  return {
    fieldOf: (param) =>
      inputOf(param) === 'publication-date' ? 'publishDate' : inputOf(param) ? param : undefined,
    fieldOfCode: kind.fieldOfCode,
    invalidTypeOf: (name) => (inputOf(name) === 'url' ? 'invalid_url' : 'invalid_value'),
  };
}
