import Cookies from 'js-cookie';

// Cookies through the same guard as the other storage (./storage.ts): blocked cookies read as undefined and
// writes to them do nothing. A module of its own, so pages that only need local storage do not load js-cookie.

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, days = 365): void {
  try {
    Cookies.set(name, value, { expires: days, sameSite: 'lax', path: '/' });
  } catch {
    // Cookies blocked: the value lives only in memory for this page.
  }
}
