'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { loadAnalytics, measurementId, pageView } from '@/lib/analytics/ga';
import { analyticsAllowed, useConsentStore } from '@/stores/consent';

/**
 * Starts analytics once consent is 1 and a measurement id is configured, then pushes a page view for the
 * current page and for every client-side route change. Before that nothing is loaded or sent.
 */
export function Analytics() {
  const permission = useConsentStore((state) => state.permission);
  const pathname = usePathname();

  useEffect(() => {
    const id = measurementId();
    if (!id || !analyticsAllowed(permission, id)) return;
    loadAnalytics(id);
    pageView(`${window.location.pathname}${window.location.search}`);
  }, [permission, pathname]);

  return null;
}
