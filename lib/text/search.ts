// Venue and organizer `search` (docs/api.md §3.2): the string is cut into
// fragments at every character that is not a letter, digit or `-`, so that
// `@common.com` looks for `common` and `com`.
export function searchFragments(search: string): string[] {
  return search.split(/[^\p{L}\p{N}-]+/u).filter((fragment) => fragment !== '');
}
