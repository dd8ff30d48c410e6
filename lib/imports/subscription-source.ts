// The imported_items source of a subscription's events (docs/import.md
// "Subscriptions"): its own, so its UIDs are matched apart from uploads and
// an event gone from its feed can be told from one gone from a file.
const PREFIX = 'subscription:';

export const subscriptionSource = (id: number) => `${PREFIX}${id}`;

/** The subscription a job's source names, or null for uploads. */
export function subscriptionOfSource(source: string): number | null {
  if (!source.startsWith(PREFIX)) return null;
  const id = Number(source.slice(PREFIX.length));
  return Number.isInteger(id) ? id : null;
}
