'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { visitorCountry } from '@/lib/client/geo';
import { writeCookie } from '@/lib/client/cookies';
import { LOCALE_COOKIE, localeLabels } from '@/lib/i18n/locales';
import { usePathname } from '@/lib/i18n/navigation';
import { REVIEW_LOCALES, type ReviewLocale, reviewLanguageTarget } from '@/lib/i18n/review-language';
import { useReviewStore } from '@/stores/review';

// The review pages' language menu: English and Chinese only; a choice goes to the review doc page on the
// cn or com host, chosen from the visitor's country and the language (lib/i18n/review-language.ts), except on
// a results page, which opens again in that language with its report: the one in the address, or the one the
// Test step shows (a fresh upload's, which the address does not name yet).

/** The address's query, with the report the Test step shows when the address names none. */
function searchWithReport(path: string): string {
  const params = new URLSearchParams(window.location.search);
  const { report, activeStep } = useReviewStore.getState();
  if (path === '/review' && !params.has('report') && report && activeStep === 2)
    params.set('report', report.id);
  return `?${params}`;
}

export function ReviewLanguageMenu({ hosts }: { hosts: { com: string; cn: string } }) {
  const t = useTranslations('Navbar');
  const current = useLocale();
  const path = usePathname();
  const [busy, setBusy] = useState(false);

  async function choose(locale: ReviewLocale) {
    setBusy(true);
    // Cookies blocked: the lang query value still carries the language.
    writeCookie(LOCALE_COOKIE, locale);
    const country = await visitorCountry();
    window.location.assign(
      reviewLanguageTarget({
        locale,
        country,
        hosts,
        currentHost: window.location.host,
        page: { path, search: searchWithReport(path) },
      }),
    );
  }

  return (
    <nav aria-label={t('language')}>
      <ul className="flex gap-2 text-sm">
        {REVIEW_LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              disabled={busy}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => void choose(locale)}
              className={locale === current ? 'font-semibold text-brand-700' : 'hover:text-brand-600'}
            >
              {localeLabels[locale]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
