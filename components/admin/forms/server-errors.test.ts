import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import { placeServerError, sameNamedFields } from './server-errors';

type AccountValues = { email: string; name: string };
const accountValues: AccountValues = { email: '', name: '' };

const invalid = (params: Record<string, string>, details: Record<string, unknown> = {}) =>
  new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s)', { params, details });

describe('a save error is shown where the form can show it', () => {
  it('puts each named field of the form on that field, with the server’s zod code', () => {
    const error = invalid({ email: 'Invalid parameter.' }, { email: { code: 'invalid_format' } });
    expect(placeServerError(error, sameNamedFields(accountValues))).toEqual({
      problems: [{ field: 'email', type: 'invalid_format' }],
      formCode: undefined,
    });
  });

  it('shows an error about a field the form lacks on the form, not nowhere', () => {
    const onlyUnknown = invalid({ password: 'Invalid parameter.' });
    expect(placeServerError(onlyUnknown, sameNamedFields(accountValues))).toEqual({
      problems: [],
      formCode: 'rest_invalid_param',
    });
    const missing = new ApiError(400, 'rest_missing_callback_param', 'Missing', {
      params: ['name', 'role'],
    });
    expect(placeServerError(missing, sameNamedFields(accountValues))).toEqual({
      problems: [{ field: 'name', type: 'too_small' }],
      formCode: 'rest_missing_callback_param',
    });
  });

  it('puts a code about one field on it, and anything else on the form', () => {
    const exists = new ApiError(409, 'user-email-exists', 'Exists');
    const fields = sameNamedFields(accountValues, { 'user-email-exists': 'email' });
    expect(placeServerError(exists, fields)).toEqual({
      problems: [{ field: 'email', type: 'user-email-exists' }],
    });
    const forbidden = new ApiError(403, 'rest_forbidden', 'No');
    expect(placeServerError(forbidden, fields)).toEqual({
      problems: [],
      formCode: 'rest_forbidden',
    });
    expect(placeServerError(new TypeError('fetch failed'), fields).formCode).toBe('unknown');
  });
});
