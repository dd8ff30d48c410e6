// What the command line prints for a refusal of lib/ (an ApiError): the same
// rules and zod codes as the API's answer, with each field named by the option
// that gave it.
import { ApiError } from '../lib/http/errors';
import type { InvalidParamDetail } from '../lib/params/parse-input';

export function describeRefusal(error: ApiError): string {
  const { params, details } = error.data as {
    params?: unknown;
    details?: Record<string, InvalidParamDetail>;
  };
  if (error.code === 'rest_missing_callback_param' && Array.isArray(params))
    return params.map((name) => `--${name} is required`).join('; ');
  if (error.code === 'rest_invalid_param' && details && Object.keys(details).length > 0)
    return Object.entries(details)
      .map(([name, { code, message }]) => `--${name}: ${message} (${code})`)
      .join('; ');
  return error.message;
}
