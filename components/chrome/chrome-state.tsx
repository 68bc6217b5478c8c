'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { useEffect } from 'react';
import { isCnHostname, pageNameOf, RESIZE_THROTTLE_MS, useSiteStore } from '@/stores/site';
import { throttle } from '@/stores/throttle';

/**
 * Keeps the site store in step with the browser: locale and page name from the route, domain-is-cn from the
 * host name, view width on resize (throttled at 250 ms), and the online/offline status.
 */
export function ChromeState({ hosts }: { hosts: { com: string; cn: string } }) {
  const locale = useLocale();
  const pathname = usePathname();
  const { setLocale, setPageName, setDomainIsCn, setHosts, setViewWidth, setOnline } =
    useSiteStore.getState();
  const { com, cn: cnHost } = hosts;

  useEffect(() => setLocale(locale), [locale, setLocale]);
  useEffect(() => setPageName(pageNameOf(pathname)), [pathname, setPageName]);

  useEffect(() => {
    setHosts({ com, cn: cnHost });
    setDomainIsCn(isCnHostname(window.location.hostname, cnHost));
  }, [com, cnHost, setDomainIsCn, setHosts]);

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
