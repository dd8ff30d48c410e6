// What one request reads once, however many modules ask: the `content` stamp
// (database triggers move it with every write an anonymous read shows, in any
// process) and what hangs on it. Outside a request (the CLI, tests) every call
// reads afresh.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  offerContentStampReader,
  offerStampForgetting,
  stampReadOnArrival,
} from './request-arrival.mjs';
import { forgetStamps, readStamp } from './db';

interface RequestScope {
  contentStamp?: Promise<bigint>;
  memo: Map<string, Promise<unknown>>;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** `work()` as one request; the content stamp is the one read as the request arrived, if the server started it (scripts/lib/request-arrival.mjs). */
export function withRequestScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run({ memo: new Map(), contentStamp: stampReadOnArrival() }, work);
}

const readContentStamp = () => readStamp('content');
offerContentStampReader(readContentStamp);
offerStampForgetting(forgetStamps);

/** The content stamp as this request first read it. */
export function contentStamp(): Promise<bigint> {
  const current = scope.getStore();
  return current ? (current.contentStamp ??= readContentStamp()) : readContentStamp();
}

/** `read()` once per request under `name`; every call outside a request reads. */
export function oncePerRequest<T>(name: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore()?.memo;
  if (!memo) return read();
  let value = memo.get(name) as Promise<T> | undefined;
  if (!value) memo.set(name, (value = read()));
  return value;
}
