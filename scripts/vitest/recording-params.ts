// Parameters that record which names a handler looks up, whether given or not:
// the tests of the one source of truth (lib/api/catalogue/*-parameters.db.test.ts)
// compare them with the names the OpenAPI document lists.
import type { Params } from '../../lib/http/request-params';

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
