import { invalidParams } from './errors';

/** `page`, `per_page`: decimal digits, value ≥ 1 (rest-behaviour §0.5). */
export function positiveIntegerParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw invalidParams({ [name]: 'Invalid parameter.' });
  return Number(raw);
}
