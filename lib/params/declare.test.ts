import { describe, expect, it } from 'vitest';
import {
  anyTextSchema,
  booleanSchema,
  dateTimeTextSchema,
  idListSchema,
  nonEmptyStringSchema,
  nonNegativeIntegerSchema,
  oneOfSchema,
  positiveIntegerSchema,
  stringListSchema,
  truthySchema,
} from './schemas';
import { documentedType, field, param } from './declare';

const documented = (schema: Parameters<typeof param>[1]) =>
  documentedType(param('name', schema, 'A parameter'));

describe('documentedType (docs/api.md §8.1, §8.2)', () => {
  it("reads the type off the output of the parameter's schema", () => {
    expect(documented(positiveIntegerSchema('page'))).toEqual({ type: 'integer' });
    expect(documented(nonNegativeIntegerSchema('post_parent'))).toEqual({ type: 'integer' });
    expect(documented(booleanSchema('featured'))).toEqual({ type: 'boolean' });
    expect(documented(nonEmptyStringSchema('search'))).toEqual({ type: 'string' });
    expect(documented(idListSchema('include'))).toEqual({
      type: 'array',
      items: { type: 'integer' },
    });
    expect(documented(oneOfSchema('order', ['asc', 'desc']))).toEqual({
      type: 'string',
      enum: ['asc', 'desc'],
    });
    expect(documented(dateTimeTextSchema('start_date'))).toEqual({
      type: 'string',
      format: 'date-time',
    });
  });

  it('leaves a value that is never invalid untyped', () => {
    expect(documented(truthySchema)).toEqual({});
    expect(documented(anyTextSchema)).toEqual({});
  });

  it("lets a schema's metadata type it as the interface does", () => {
    expect(documented(stringListSchema('status').meta({ type: 'string' }))).toEqual({
      type: 'string',
    });
    expect(documented(anyTextSchema.meta({ type: 'number', format: 'double' }))).toEqual({
      type: 'number',
      format: 'double',
    });
  });

  it('keeps the declared type of a parameter without a schema', () => {
    expect(documentedType(field('id', 'integer', 'Event ID'))).toEqual({ type: 'integer' });
  });
});
