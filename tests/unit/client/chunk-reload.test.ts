import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '@/lib/client/chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk-load failure reload', () => {
  it('recognises chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    const t0 = 1_000_000_000;
    expect(reloadOnceForChunkError(error, { storage, now: t0, reload })).toBe(true);
    expect(reloadOnceForChunkError(error, { storage, now: t0 + 5_000, reload })).toBe(false);
    expect(reloadOnceForChunkError(error, { storage, now: t0 + CHUNK_RELOAD_INTERVAL_MS - 1, reload })).toBe(
      false,
    );
    expect(reloadOnceForChunkError(error, { storage, now: t0 + CHUNK_RELOAD_INTERVAL_MS, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors, nor when storage is unavailable (no way to bound the loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const chunk = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(reloadOnceForChunkError(chunk, { storage: throwing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
