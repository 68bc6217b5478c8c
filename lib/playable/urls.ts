// Classifies URLs found in a playable and resolves relative ones to paths inside the archive.

export type UrlKind =
  | 'empty'
  | 'fragment'
  | 'data'
  | 'blob'
  | 'external'
  | 'protocol-relative'
  | 'root-relative'
  | 'other-scheme'
  | 'relative';

const EXTERNAL_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

export function classifyUrl(raw: string): UrlKind {
  const url = raw.trim();
  if (url === '') return 'empty';
  if (url.startsWith('#')) return 'fragment';
  if (/^[\\/]{2}/.test(url)) return 'protocol-relative';
  if (url.startsWith('/') || url.startsWith('\\')) return 'root-relative';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1].toLowerCase();
  if (scheme === undefined) return 'relative';
  if (scheme === 'data') return 'data';
  if (scheme === 'blob') return 'blob';
  return EXTERNAL_SCHEMES.has(scheme) ? 'external' : 'other-scheme';
}

/** True for URLs that load from outside the package when the page is opened from file:// or the sandbox. */
export function leavesPackage(kind: UrlKind): boolean {
  return kind === 'external' || kind === 'protocol-relative' || kind === 'root-relative';
}

export function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * The archive path a relative URL names from `baseDir`, or null when it climbs above the archive's top.
 * Query and fragment are dropped and percent-escapes decoded, as a browser does for file:// URLs.
 */
export function resolveRelative(baseDir: string, raw: string): string | null {
  const withoutSuffix = raw.trim().replace(/[?#].*$/s, '');
  let decoded = withoutSuffix;
  try {
    decoded = decodeURIComponent(withoutSuffix);
  } catch {
    // A malformed escape stays as written; the lookup then simply fails.
  }
  const segments = baseDir === '' ? [] : baseDir.split('/');
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}
