'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { loadAnalytics, measurementId, pageView } from '@/lib/analytics/ga';
import { usePathname } from '@/lib/i18n/navigation';
import { analyticsAllowed, useConsentStore } from '@/stores/consent';

/**
 * Starts analytics once consent is 1 and a measurement id is configured, then pushes a page view for the
 * current page and for every client-side route change (a new page or a new language). Before that nothing
 * is loaded or sent.
 *
 * The route comes from the site's navigation helpers, like every other route read and link: this component
 * is in the root layout, so they load with it once, and each nested layout (site, register, review) reuses
 * them instead of carrying its own copy (the bundler copies a module into every sibling layout's script when
 * no parent layout has it: about 6 KB gzip on the register and review pages).
 */
export function Analytics() {
  const permission = useConsentStore((state) => state.permission);
  const pathname = usePathname();
  const locale = useLocale();

  useEffect(() => {
    const id = measurementId();
    if (!id || !analyticsAllowed(permission, id)) return;
    loadAnalytics(id);
    pageView(`${window.location.pathname}${window.location.search}`);
  }, [permission, pathname, locale]);

  return null;
}
