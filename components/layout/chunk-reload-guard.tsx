'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/client/chunk-reload';

/** Reloads the page once per minute at most when a script chunk of an older build fails to load. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (error: unknown) => reloadOnceForChunkError(error);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    const onError = (event: ErrorEvent) => handle(event.error ?? { message: event.message });
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
