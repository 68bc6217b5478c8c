// Cookies through the same guard as the other storage (./storage.ts): blocked cookies read as undefined and
// writes to them do nothing. The site's cookies are a few plain values (the consent flag, the locale), so
// document.cookie serves them directly: a cookie library was 0.7 KB gzip in the script of every page.

const DAY_MS = 86_400_000;

/** The `name=value` pairs of a Cookie string; a value that is not valid percent-encoding is kept as sent. */
export function parseCookies(header: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not written by this site: the raw value.
    }
    if (name && !found.has(name)) found.set(name, value);
  }
  return found;
}

/** The Set-Cookie text of a first-party cookie for the whole site, kept `days` days (lax same-site). */
export function cookieText(name: string, value: string, days: number, now = Date.now()): string {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; samesite=lax`;
}

export function readCookie(name: string): string | undefined {
  try {
    return parseCookies(document.cookie).get(name);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, days = 365): void {
  try {
    document.cookie = cookieText(name, value, days);
  } catch {
    // Cookies blocked: the value lives only in memory for this page.
  }
}
