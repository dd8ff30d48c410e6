// A JSON body checked against a zod schema, for the endpoints outside the
// namespace; failures answer as the API does (parse-input.ts).
import type { z } from 'zod';
import { parseInput } from './parse-input';
import { readJsonObject } from './request-params';

export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return parseInput(schema, await readJsonObject(request));
}
