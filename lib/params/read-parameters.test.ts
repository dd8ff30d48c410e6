import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import {
  booleanSchema,
  idListSchema,
  oneOfSchema,
  positiveIntegerSchema,
  truthySchema,
} from './schemas';
import { paramErrorsFor, readParameters } from './read-parameters';

const declarations = [
  { name: 'page', schema: positiveIntegerSchema('page') },
  { name: 'include', schema: idListSchema('include') },
  { name: 'featured', schema: booleanSchema('featured') },
  { name: 'strict', schema: truthySchema },
  { name: 'order', schema: oneOfSchema('order', ['asc', 'desc']) },
] as const;

const thrownBy = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('nothing thrown');
};

describe('readParameters (docs/api.md §0.5, §7.1)', () => {
  it('gives each declared parameter its typed value, undefined when missing', () => {
    const errors = paramErrorsFor(declarations);
    const values = readParameters(
      declarations,
      { page: '02', include: '3, 4', strict: 'yes', order: 'desc', other: 'x' },
      errors,
    );
    expect(() => errors.throwIfAny()).not.toThrow();
    expect(values).toEqual({
      page: 2,
      include: [3, 4],
      featured: undefined,
      strict: true,
      order: 'desc',
    });
  });

  it('reports every invalid parameter in one 400, with the reasons of coerce.ts', () => {
    const errors = paramErrorsFor(declarations);
    const values = readParameters(
      declarations,
      { page: '0', include: 'a', featured: 'maybe', order: 'up' },
      errors,
    );
    expect(values.page).toBeUndefined();
    const error = thrownBy(() => errors.throwIfAny());
    expect(error.message).toBe('Invalid parameter(s): page, include, featured, order');
    expect(error.data.params).toEqual({
      page: 'Invalid parameter.',
      include: 'Invalid parameter.',
      featured: 'featured is not of type boolean.',
      order: 'Invalid parameter.',
    });
    expect(error.data.details).toEqual({
      featured: {
        code: 'rest_invalid_type',
        message: 'featured is not of type boolean.',
        data: { param: 'featured' },
      },
    });
  });

  it("keeps declaration order for a handler's own later checks", () => {
    const errors = paramErrorsFor(declarations);
    readParameters(declarations, { page: '1', featured: 'maybe' }, errors);
    // An id that must exist is checked after the schemas, yet listed in its place.
    errors.reject('include');
    errors.reject('undeclared');
    expect(Object.keys(thrownBy(() => errors.throwIfAny()).data.params as object)).toEqual([
      'include',
      'featured',
      'undeclared',
    ]);
  });
});
