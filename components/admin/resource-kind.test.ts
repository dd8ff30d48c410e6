import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import en from '@/messages/en.json';
import { linkedKinds, venueKind } from './linked-posts/linked-kinds';
import { categoryKind, tagKind, termKinds } from './terms/term-kinds';
import {
  bodyOf,
  emptyValuesOf,
  formSchemaOf,
  serverFieldsOf,
  valuesOf,
  type ResourceKind,
} from './resource-kind';
import { placeServerError } from './forms/server-errors';

const kinds: ResourceKind[] = [...Object.values(linkedKinds), ...Object.values(termKinds)];
const invalid = (params: Record<string, string>) =>
  new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s)', { params });

describe('resource kinds', () => {
  it.each(kinds.map((kind) => [kind.collection, kind] as const))(
    '%s has an English label for every field',
    (_, kind) => {
      const messages = en[kind.messages] as { field: Record<string, string> };
      // The publication date's labels are shared (AdminPublication).
      const labelled = kind.fields.filter((field) => field.input !== 'publication-date');
      expect(labelled.filter((field) => !messages.field[field.name])).toEqual([]);
    },
  );

  it('sends a publication date only when the editor chose another one', () => {
    const read = valuesOf(venueKind, { id: 1, venue: 'Hall', date: '2030-05-01 09:30:17' });
    expect(read).toMatchObject({ publishDate: '2030-05-01', publishTime: '09:30' });
    expect(bodyOf(venueKind, read)).not.toHaveProperty('publishDate');
    expect(bodyOf(venueKind, read).date).toBeUndefined();
    expect(bodyOf(venueKind, { ...read, publishDate: '2030-06-02' }).date).toBe(
      '2030-06-02 09:30:00',
    );
  });

  it('starts a venue with its map flags on and published', () => {
    expect(emptyValuesOf(venueKind)).toMatchObject({
      venue: '',
      show_map: true,
      show_map_link: true,
      status: 'publish',
    });
  });

  it('reads a venue whose empty fields the API left out', () => {
    const values = valuesOf(venueKind, {
      id: 3,
      venue: 'Hall',
      description: '<p>Big</p>\n<p>Old</p>\n',
      status: 'trash',
      show_map: false,
      show_map_link: true,
    });
    expect(values).toMatchObject({
      venue: 'Hall',
      // The rich-text editor takes the HTML as answered.
      description: '<p>Big</p>\n<p>Old</p>\n',
      city: '',
      status: 'draft',
      show_map: false,
    });
    expect(formSchemaOf(venueKind).safeParse(values).success).toBe(true);
    expect(formSchemaOf(venueKind).safeParse({ ...values, venue: ' ' }).success).toBe(false);
  });

  it('sends no empty slug or description for a term, and the parent as a number', () => {
    const values = { ...emptyValuesOf(categoryKind), name: 'Jazz', parent: '7' };
    expect(bodyOf(categoryKind, values)).toEqual({
      name: 'Jazz',
      slug: undefined,
      description: undefined,
      parent: 7,
    });
    expect(bodyOf(tagKind, { ...emptyValuesOf(tagKind), name: 'Free' })).not.toHaveProperty(
      'parent',
    );
  });

  it('puts server errors on their fields in the form’s words, and the rest on the form', () => {
    const place = (kind: ResourceKind, error: unknown) =>
      placeServerError(error, serverFieldsOf(kind));
    // `timezone` is no venue field: the form says what went wrong as well.
    expect(place(venueKind, invalid({ website: 'x', timezone: 'y' }))).toEqual({
      problems: [{ field: 'website', type: 'invalid_url' }],
      formCode: 'rest_invalid_param',
    });
    expect(place(venueKind, invalid({ website: 'x' }))).toEqual({
      problems: [{ field: 'website', type: 'invalid_url' }],
      formCode: undefined,
    });
    const missing = new ApiError(400, 'rest_missing_callback_param', 'Missing', {
      params: ['venue'],
    });
    expect(place(venueKind, missing).problems).toEqual([{ field: 'venue', type: 'too_small' }]);
    const exists = new ApiError(400, 'term_exists', 'exists', { term_id: 4 });
    expect(place(tagKind, exists)).toEqual({
      problems: [{ field: 'name', type: 'term_exists' }],
    });
    expect(place(tagKind, new Error('network'))).toEqual({ problems: [], formCode: 'unknown' });
  });
});
