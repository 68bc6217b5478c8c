// The one guard around the browser's storage: when storage is unavailable, helpers silently return
// nothing. localStorage and sessionStorage throw in sandboxed frames and private modes, cookies can be
// blocked (./cookies.ts), and none of them exists on the server: every helper catches and answers undefined
// or does nothing.

export type StorageKind = 'localStorage' | 'sessionStorage';

/** The browser's storage of that kind, or undefined where there is none or it may not be touched. */
export function browserStorage(kind: StorageKind = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(key: string, kind: StorageKind = 'localStorage'): string | undefined {
  try {
    return browserStorage(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string, kind: StorageKind = 'localStorage'): void {
  try {
    browserStorage(kind)?.setItem(key, value);
  } catch {
    // Full or unavailable: the value lives only as long as the page.
  }
}

export function removeStored(key: string, kind: StorageKind = 'localStorage'): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // Unavailable: nothing was stored.
  }
}
