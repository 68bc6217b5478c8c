import { useEffect } from 'react';
import { browserStorage } from './storage';

// A deploy replaces the build's chunks; a tab still open on the old build then fails to load one.
// Reloading fetches the new build, but a chunk that is really broken must not loop: at most once per 60 s.

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads when the last chunk reload was over a minute ago; returns whether it did. */
export function reloadOnceForChunkError(
  error: unknown,
  {
    storage = browserStorage('sessionStorage'),
    now = Date.now(),
    reload = () => window.location.reload(),
  }: { storage?: Store; now?: number; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(storage?.getItem(STORAGE_KEY) ?? 0) || 0;
  } catch {
    // Storage blocked (private mode, sandbox): fall through and still guard with the in-memory value below.
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage?.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the reload cannot be remembered; a reload loop is still bounded by the browser.
    return false;
  }
  reload();
  return true;
}

/** Reloads the page for a chunk-load `error` (at most once per 60 s): what the error pages do first. */
export function useReloadOnChunkError(error: unknown): void {
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
}
