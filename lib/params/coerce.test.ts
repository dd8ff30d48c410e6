import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  idParam,
  listParam,
  ParamErrors,
  positiveIntegerParam,
  stringParam,
  truthyParam,
} from './coerce';
import { ApiError, missingParams } from '../http/errors';
import type { ParamValue } from './request-params';

// The parts of an ApiError that reach the body, so toEqual checks `details: {}` exactly.
function thrownBy(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code, message, data } = error;
    return { status, code, message, data };
  }
  throw new Error('expected an ApiError');
}

const typeError = (name: string, type: string) => ({
  status: 400,
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: {
    params: { [name]: `${name} is not of type ${type}.` },
    details: {
      [name]: {
        code: 'rest_invalid_type',
        message: `${name} is not of type ${type}.`,
        data: { param: name },
      },
    },
  },
});

const invalid = (name: string) => ({
  status: 400,
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { params: { [name]: 'Invalid parameter.' }, details: {} },
});

const missing: (ParamValue | undefined)[] = [undefined, null];

describe('booleanParam (docs/api.md §0.5)', () => {
  it.each<[ParamValue, boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['TRUE', true],
    ['False', false],
    ['1', true],
    ['0', false],
  ])('reads %j as %s', (value, expected) => {
    expect(booleanParam('all_day', value)).toBe(expected);
  });

  it.each<[ParamValue]>([['yes'], [''], [2], [-1], [' true'], ['on'], [[]], [{}], [['1']]])(
    'rejects %j as not of type boolean',
    (value) => {
      expect(thrownBy(() => booleanParam('all_day', value))).toEqual(
        typeError('all_day', 'boolean'),
      );
    },
  );

  it.each(missing)('treats %s as missing', (value) => {
    expect(booleanParam('all_day', value)).toBeUndefined();
  });
});

describe('truthyParam (docs/api.md §0.5)', () => {
  it.each<[ParamValue, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['Y', true],
    ['on', true],
    ['enable', true],
    ['Enabled', true],
    [' yes ', true],
    [false, false],
    [0, false],
    [2, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['no', false],
    ['off', false],
    ['foo', false],
    [['1'], false],
    [{ a: '1' }, false],
  ])('reads %j as %s', (value, expected) => {
    expect(truthyParam(value)).toBe(expected);
  });

  it.each(missing)('treats %s as missing', (value) => {
    expect(truthyParam(value)).toBeUndefined();
  });
});

describe.each([
  ['positiveIntegerParam', positiveIntegerParam, 'page'],
  ['idParam', idParam, 'author'],
])('%s (docs/api.md §0.5)', (_name, coerce, name) => {
  it.each<[ParamValue, number]>([
    ['1', 1],
    ['02', 2],
    ['50', 50],
    [3, 3],
    [3.0, 3],
    ['2147483647', 2147483647],
  ])('reads %j as %d', (value, expected) => {
    expect(coerce(name, value)).toBe(expected);
  });

  it.each<[ParamValue]>([
    ['0'],
    ['-1'],
    ['foo'],
    ['1.5'],
    [''],
    [' 1'],
    ['1e3'],
    ['0x10'],
    ['9007199254740992'],
    [0],
    [-1],
    [1.5],
    [true],
    [['1']],
    [{ a: '1' }],
  ])('rejects %j', (value) => {
    expect(thrownBy(() => coerce(name, value))).toEqual(invalid(name));
  });

  it.each(missing)('treats %s as missing', (value) => {
    expect(coerce(name, value)).toBeUndefined();
  });
});

describe('listParam (docs/api.md §0.5)', () => {
  it.each<[string, ParamValue, string[]]>([
    ['one string of comma-separated items', 'publish,draft', ['publish', 'draft']],
    ['spaces around commas are ignored', 'publish, draft', ['publish', 'draft']],
    ['empty items are dropped', ' 12,, 13 ,', ['12', '13']],
    ['an empty string is an empty list', '', []],
    ['a single item', 'draft', ['draft']],
    ['a JSON array', ['publish', 'draft'], ['publish', 'draft']],
    ['a JSON array of ids', [12, 13], ['12', '13']],
    ['a JSON number', 12, ['12']],
    ['a bracket list', ['12', ' 13 ', ''], ['12', '13']],
    ['a bracket object, by its values', { a: '12', b: '13' }, ['12', '13']],
    ['null items are dropped', ['12', null], ['12']],
    ['items of a list are not split again', ['a,b'], ['a,b']],
  ])('reads %s', (_rule, value, expected) => {
    expect(listParam('categories', value)).toEqual(expected);
  });

  it.each<[ParamValue]>([[true], [false], [[['12']]], [[{ id: 12 }]], [[true]], [{ a: ['1'] }]])(
    'rejects %j',
    (value) => {
      expect(thrownBy(() => listParam('categories', value))).toEqual(invalid('categories'));
    },
  );

  it.each(missing)('treats %s as missing', (value) => {
    expect(listParam('categories', value)).toBeUndefined();
  });
});

describe('stringParam (docs/api.md §0.5)', () => {
  it.each<[ParamValue, string]>([
    ['Concert', 'Concert'],
    ['', ''],
    ['  spaced  ', '  spaced  '],
  ])('reads %j', (value, expected) => {
    expect(stringParam('title', value)).toBe(expected);
  });

  it.each<[ParamValue]>([[123], [true], [['a']], [{ a: 'b' }]])(
    'rejects %j as not of type string',
    (value) => {
      expect(thrownBy(() => stringParam('title', value))).toEqual(typeError('title', 'string'));
    },
  );

  it('rejects an empty string when nonEmpty', () => {
    expect(thrownBy(() => stringParam('title', '', { nonEmpty: true }))).toEqual(invalid('title'));
    expect(stringParam('title', ' ', { nonEmpty: true })).toBe(' ');
  });

  it.each(missing)('treats %s as missing', (value) => {
    expect(stringParam('title', value, { nonEmpty: true })).toBeUndefined();
  });
});

describe('ParamErrors (docs/api.md §7.1)', () => {
  it('returns the values of passing checks and throws nothing without failures', () => {
    const errors = new ParamErrors();
    expect(errors.check(() => positiveIntegerParam('page', '2'))).toBe(2);
    expect(errors.check(() => booleanParam('all_day', undefined))).toBeUndefined();
    expect(() => errors.throwIfAny()).not.toThrow();
  });

  it('reports every failing parameter in call order in one 400', () => {
    const errors = new ParamErrors();
    expect(errors.check(() => booleanParam('all_day', 'yes'))).toBeUndefined();
    errors.check(() => positiveIntegerParam('page', '2'));
    errors.check(() => positiveIntegerParam('per_page', '0'));
    errors.check(() => stringParam('title', 123));
    expect(thrownBy(() => errors.throwIfAny())).toEqual({
      status: 400,
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): all_day, per_page, title',
      data: {
        params: {
          all_day: 'all_day is not of type boolean.',
          per_page: 'Invalid parameter.',
          title: 'title is not of type string.',
        },
        details: {
          all_day: typeError('all_day', 'boolean').data.details.all_day,
          title: typeError('title', 'string').data.details.title,
        },
      },
    });
  });

  it('lets other errors through at once', () => {
    const errors = new ParamErrors();
    expect(() =>
      errors.check(() => {
        throw missingParams(['title']);
      }),
    ).toThrow('Missing parameter(s): title');
    expect(() =>
      errors.check(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
    expect(() => errors.throwIfAny()).not.toThrow();
  });
});

describe('positiveIntegerParam and idParam past the id columns', () => {
  it('reads a page number up to 2^53', () => {
    expect(positiveIntegerParam('page', '9007199254740991')).toBe(9007199254740991);
  });

  it.each(['2147483648', '9007199254740991', '9223372036854775808', '9'.repeat(100)])(
    'refuses %s as an id, which names no item',
    (value) => {
      expect(() => idParam('author', value)).toThrow(ApiError);
    },
  );
});
