import Cookies from 'js-cookie';

// Storage helpers for the client stores (spec §8: when storage is unavailable they silently return nothing).
// Cookies can be blocked, localStorage throws in sandboxed frames and private modes, and neither exists on
// the server: every helper catches and answers undefined / does nothing.

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

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(
  key: string,
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): string | undefined {
  try {
    return storage(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(
  key: string,
  value: string,
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: nothing to do.
  }
}
