import { ApiError } from '../http/errors';
import type { Caller } from './caller';

/** §7.2 step 6: 401 for anonymous callers ("who are you?"), 403 for known ones. */
export function forbidden(caller: Caller | null): ApiError {
  return new ApiError(
    caller ? 403 : 401,
    'rest_forbidden',
    'Sorry, you are not allowed to do that.',
  );
}
