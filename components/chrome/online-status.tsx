'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSiteStore } from '@/stores/site';

export const BACK_ONLINE_MS = 3_000;

/** A polite status message while the browser is offline, and briefly when it is back online. */
export function OnlineStatus() {
  const t = useTranslations('Chrome');
  const online = useSiteStore((state) => state.online);
  const [wasOffline, setWasOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);

  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const message = !online ? t('offline') : backOnline ? t('online') : '';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="online-status"
      className="fixed top-3 left-1/2 z-[70] -translate-x-1/2"
    >
      {message && (
        <p
          className={`rounded-full px-4 py-2 text-sm font-semibold shadow-lg ${
            online ? 'bg-emerald-700 text-white' : 'bg-ink text-white'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
