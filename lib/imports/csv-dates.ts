// The date and time forms a CSV row may use (docs/import.md "CSV files"):
// TEC's own Y-m-d, and m/d/Y as spreadsheets in the United States write it;
// times in 24-hour H:i (seconds allowed) or 12-hour h:i am/pm. d/m/Y is not
// read: 05/12/2026 would be ambiguous.

const pad = (value: string | number) => String(value).padStart(2, '0');

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** "2026-12-05" or "12/05/2026" (one-digit month and day allowed) as Y-m-d; null for anything else. */
export function csvDate(text: string): string | null {
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (ymd) return validDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (mdy) return validDate(Number(mdy[3]), Number(mdy[1]), Number(mdy[2]));
  return null;
}

/** "19:30", "19:30:15", "7:30 pm", "7:30PM", "7 pm" as H:i:s; null for anything else. */
export function csvTime(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text);
  if (!match) return null;
  const [, hourText, minutes = '00', seconds = '00', meridiem] = match;
  let hour = Number(hourText);
  // Without am/pm a time needs its minutes: "19" alone is no time.
  if (!meridiem && match[2] === undefined) return null;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${minutes}:${seconds}`;
}
