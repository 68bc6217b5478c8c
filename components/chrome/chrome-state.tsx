'use client';

import { useEffect } from 'react';
import { isCnHost } from '@/lib/hosts';
import { RESIZE_THROTTLE_MS, useSiteStore } from '@/stores/site';
import { throttle } from '@/stores/throttle';

/**
 * Keeps the site store in step with the browser: domain-is-cn from the host name, the view width on resize
 * (throttled at 250 ms), and the online/offline status.
 */
export function ChromeState({ cnHost }: { cnHost: string }) {
  const { setDomainIsCn, setViewWidth, setOnline } = useSiteStore.getState();

  useEffect(() => {
    setDomainIsCn(isCnHost(window.location.hostname, cnHost));
  }, [cnHost, setDomainIsCn]);

  useEffect(() => {
    const update = throttle(() => setViewWidth(window.innerWidth), RESIZE_THROTTLE_MS);
    update();
    const onOnline = () => setOnline(true);
    const onOffline = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('resize', update);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [setViewWidth, setOnline]);

  return null;
}
