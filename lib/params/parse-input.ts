// Input checked against a zod schema, refused as the API refuses it
// (docs/api.md §7.1, §7.2 steps 3-5): absent required fields →
// rest_missing_callback_param, others → rest_invalid_param with the zod code
// of each field in data.details, which the admin forms show on their fields.
// JSON bodies (json-body.ts) and the command line's options go through it.
import type { z } from 'zod';
import { invalidParams, missingParams } from '../http/errors';

/** One refused field of a rest_invalid_param answer. */
export interface InvalidParamDetail {
  code: string;
  message: string;
  data: null;
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const missing: string[] = [];
  const reasons: Record<string, string> = {};
  const details: Record<string, InvalidParamDetail> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    // Optional fields never complain when absent: a complaint about an absent one means required.
    if (input[name] === undefined) {
      if (!missing.includes(name)) missing.push(name);
      continue;
    }
    if (reasons[name]) continue;
    // Refinements carry their code as the message (schemas hold no sentences).
    const code = issue.code === 'custom' ? issue.message : issue.code;
    reasons[name] = 'Invalid parameter.';
    details[name] = { code, message: issue.message, data: null };
  }
  if (missing.length > 0) throw missingParams(missing);
  throw invalidParams(reasons, details);
}
