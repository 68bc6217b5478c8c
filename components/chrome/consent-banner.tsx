'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { useConsentStore } from '@/stores/consent';
import { useDialogStore } from '@/stores/dialogs';

/**
 * The cookie-consent banner (docs/PRODUCT.md, Layouts and chrome): the stored permission is read on load;
 * anything but 1 opens the banner. Agree stores 1, closes it and (through <Analytics/>) starts analytics.
 * "Not now" only closes it for this page view. It is a non-modal region so the page stays usable.
 *
 * It is in the static HTML, so a first visitor sees it with the page's first paint rather than after the
 * JavaScript has run (on a phone it is often the largest text, the page's LCP). A visitor who agreed never
 * sees it: CONSENT_PRE_PAINT_SCRIPT marks <html> before the first paint and globals.css hides it, until the
 * store has read the cookie and this component renders nothing.
 */
export function ConsentBanner() {
  const t = useTranslations('Chrome');
  const { loaded, popupVisible, load, agree, dismiss } = useConsentStore();
  const showPolicy = useDialogStore((state) => state.show);
  const titleId = useId();

  useEffect(() => {
    load();
  }, [load]);

  if (loaded && !popupVisible) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(16,19,34,0.12)]"
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 desk:flex-row desk:items-center desk:gap-6">
        <div className="flex-1">
          <h2 id={titleId} className="font-semibold text-ink">
            {t('consentTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t('consentText')}{' '}
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => showPolicy('cookiePrivacy')}
              className="text-brand-700 underline"
            >
              {t('consentPolicy')}
            </button>
          </p>
        </div>
        <div className="flex gap-3">
          <Button look="quiet" size="small" onClick={dismiss}>
            {t('consentLater')}
          </Button>
          <Button size="small" onClick={agree}>
            {t('consentAgree')}
          </Button>
        </div>
      </div>
      {/* The banner shows once this, its end, is parsed (globals.css). */}
      <span data-consent-end="" hidden />
    </section>
  );
}
