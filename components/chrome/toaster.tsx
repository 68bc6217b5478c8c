'use client';

import { useEffect } from 'react';
import { TOAST_MS, useToastStore } from '@/stores/toast';

/** The site-wide short message ("Successfully copied" / "Copy failed"), announced politely. */
export function Toaster() {
  const { message, tone, id, clear } = useToastStore();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(clear, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, id, clear]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-[70] flex justify-center"
    >
      {message && (
        <p
          data-testid="toast"
          className={`rounded-md px-4 py-2 text-sm font-semibold text-white shadow-lg ${
            tone === 'success' ? 'bg-emerald-700' : 'bg-red-700'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
