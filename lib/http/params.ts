import { positiveIntegerParam as coercePositiveInteger } from './coerce';
import { parseBracketQuery } from './request-params';

/** A positive-integer query parameter (`page`, `per_page`, rest-behaviour §0.5), or `fallback` when missing. */
export function positiveIntegerParam(url: URL, name: string, fallback: number): number {
  return coercePositiveInteger(name, parseBracketQuery(url.search)[name]) ?? fallback;
}
