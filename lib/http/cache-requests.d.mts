type HeaderReader = (name: string) => string | null;
export function tagListMatches(header: string, tag: string | null): boolean;
export function isNotModified(
  header: HeaderReader,
  etag: string | null,
  lastModified: string | null,
): boolean;
export function asksForFreshAnswer(header: HeaderReader): boolean;
