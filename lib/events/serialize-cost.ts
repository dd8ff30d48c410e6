// Cost parsing and display (docs/api.md §1.8).
import type { Language } from '../i18n/languages';

export interface CostDetails {
  currency_symbol: string;
  currency_code: '';
  currency_position: 'prefix' | 'postfix' | '';
  values: string[];
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
const FREE: Record<Language, string> = { en: 'Free', fr: 'Gratuit', es: 'Gratis' };

/** `6,50` → `6.50`, `1,000` → `1000`, `1.000` → `1.000` (§1.8 rule 1). */
export function normaliseNumber(written: string): string {
  const separators = written.match(/[.,]/g) ?? [];
  if (separators.length === 0) return written;
  const kinds = new Set(separators);
  let decimal: string | null;
  if (kinds.size === 2) decimal = separators[separators.length - 1]!;
  else if (separators.length > 1) decimal = null;
  else decimal = separators[0] === ',' && /,\d{3}$/.test(written) ? null : separators[0]!;
  if (decimal === null) return written.replace(/[.,]/g, '');
  const at = written.lastIndexOf(decimal);
  return written.slice(0, at).replace(/[.,]/g, '') + '.' + written.slice(at + 1);
}

interface ParsedEntry {
  numbers: string[];
  symbol: string;
  position: 'prefix' | 'postfix' | '';
}

function parseEntry(entry: string): ParsedEntry {
  const matches = [...entry.matchAll(NUMBER)];
  if (matches.length === 0) return { numbers: [], symbol: '', position: '' };
  const first = matches[0]!;
  const last = matches[matches.length - 1]!;
  const before = entry.slice(0, first.index).trim();
  const after = entry.slice(last.index + last[0].length).trim();
  const numbers = matches.map((match) => normaliseNumber(match[0]));
  if (before) return { numbers, symbol: before, position: 'prefix' };
  if (after) return { numbers, symbol: after, position: 'postfix' };
  return { numbers, symbol: '', position: '' };
}

export function costDetails(entries: string[]): CostDetails {
  const parsed = entries.map(parseEntry).filter((entry) => entry.numbers.length > 0);
  const byValue = new Map<number, string>();
  for (const number of parsed.flatMap((entry) => entry.numbers)) {
    if (!byValue.has(Number(number))) byValue.set(Number(number), number);
  }
  const values = [...byValue.entries()].sort(([a], [b]) => a - b).map(([, written]) => written);
  const first = parsed[0];
  const agree =
    first &&
    parsed.every((entry) => entry.symbol === first.symbol && entry.position === first.position);
  return {
    currency_symbol: agree ? first.symbol : '',
    currency_code: '',
    currency_position: agree ? first.position : '',
    values,
  };
}

export function costText(entries: string[], details: CostDetails, language: Language): string {
  if (entries.length === 0) return '';
  if (details.values.length === 0) return entries.join(', ');
  const render = (value: string) => {
    if (Number(value) === 0) return FREE[language];
    if (!details.currency_symbol) return `$${value}`;
    return details.currency_position === 'postfix'
      ? `${value}${details.currency_symbol}`
      : `${details.currency_symbol}${value}`;
  };
  const min = details.values[0]!;
  const max = details.values[details.values.length - 1]!;
  return min === max ? render(min) : `${render(min)} – ${render(max)}`;
}
