// Where a media file is served (docs/api.md §1.7): `{base_url}/media/{id}/{file-name}`.
export const mediaFileUrl = (baseUrl: string, id: number, fileName: string) =>
  `${baseUrl}/media/${id}/${encodeURIComponent(fileName)}`;

/** The item and file a URL names when it is one of this site's media file URLs, else null. */
export function parseMediaFileUrl(
  url: URL,
  baseUrl: string,
): { id: number; fileName: string } | null {
  if (url.origin !== URL.parse(baseUrl)?.origin || url.search || url.hash) return null;
  const match = /^\/media\/(\d+)\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  try {
    return { id: Number(match[1]), fileName: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
