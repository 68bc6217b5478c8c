// The archive path a /review/play/<id>/<path> request names.

/**
 * Taken from the URL as sent (each segment percent-decoded exactly once), so names with "%", spaces or
 * non-Latin letters are found whatever the router did to its params. null when it cannot be decoded.
 */
export function requestedPath(url: string, id: string): string | null {
  const pathname = new URL(url).pathname;
  const prefix = `/review/play/${encodeURIComponent(id)}/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    return pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
