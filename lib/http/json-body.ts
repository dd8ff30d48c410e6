// A JSON body checked against a zod schema, for the endpoints outside the
// namespace. Failures answer as the API does (rest-behaviour §7.1, §7.2 steps
// 3-5): absent required fields → rest_missing_callback_param, others →
// rest_invalid_param with the zod code of each field in data.details, which
// the admin forms show on their fields.
import type { z } from 'zod';
import { invalidParams, missingParams } from './errors';
import { readJsonObject } from './request-params';

export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body = await readJsonObject(request);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const missing: string[] = [];
  const reasons: Record<string, string> = {};
  const details: Record<string, { code: string; message: string; data: null }> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    // Optional fields never complain when absent: a complaint about an absent one means required.
    if (body[name] === undefined) {
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
