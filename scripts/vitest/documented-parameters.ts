// What the tests of the one source of truth share
// (lib/api/catalogue/*-parameters.db.test.ts): parameters that record which
// names a handler looks up, a value each documented type forbids, and the
// refusal that value must get.
import { expect } from 'vitest';
import { ApiError } from '../../lib/http/errors';
import type { Params } from '../../lib/params/request-params';

/** Parameters that record every name looked up in them, whether given or not. */
export function recordingParams(given: Params = {}) {
  const names = new Set<string>();
  const record = (name: string | symbol) => {
    if (typeof name === 'string') names.add(name);
  };
  const target: Params = Object.assign(Object.create(null) as Params, given);
  const params = new Proxy<Params>(target, {
    get: (target, name) => (record(name), Reflect.get(target, name)),
    has: (target, name) => (record(name), Reflect.has(target, name)),
    getOwnPropertyDescriptor: (target, name) => (
      record(name),
      Reflect.getOwnPropertyDescriptor(target, name)
    ),
  });
  return { params, namesRead: () => [...names].sort() };
}

/** `run` fails with a 400 rest_invalid_param that names `name` alone. */
export async function expectRefusalNaming(name: string, run: () => Promise<unknown>) {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, name).toBeInstanceOf(ApiError);
  expect((error as ApiError).status, name).toBe(400);
  expect((error as ApiError).code, name).toBe('rest_invalid_param');
  expect(Object.keys((error as ApiError).data.params as object), name).toEqual([name]);
}
