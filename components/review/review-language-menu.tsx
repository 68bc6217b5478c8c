'use client';

import Cookies from 'js-cookie';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOCALE_COOKIE, localeLabels } from '@/lib/i18n/locales';
import { REVIEW_LANGUAGES, type ReviewLanguage, reviewLanguageTarget } from './language-target';

// The review pages' language menu: English and Chinese only; a choice goes to the review doc page on the
// cn or com host, chosen from the visitor's country (/api/geo) and the language (see language-target.ts).

const GEO_TIMEOUT_MS = 3000;

async function visitorCountry(): Promise<string | null> {
  try {
    const response = await fetch('/api/geo', { signal: AbortSignal.timeout(GEO_TIMEOUT_MS) });
    const body = (await response.json()) as { country?: unknown };
    return typeof body.country === 'string' ? body.country : null;
  } catch {
    return null;
  }
}

export function ReviewLanguageMenu({ hosts }: { hosts: { com: string; cn: string } }) {
  const t = useTranslations('Navbar');
  const current = useLocale();
  const [busy, setBusy] = useState(false);

  async function choose(lang: ReviewLanguage) {
    setBusy(true);
    try {
      Cookies.set(LOCALE_COOKIE, lang, { expires: 365, sameSite: 'lax', path: '/' });
    } catch {
      // Cookies blocked: the lang query value still carries the language.
    }
    const country = await visitorCountry();
    window.location.assign(reviewLanguageTarget({ lang, country, hosts, currentHost: window.location.host }));
  }

  return (
    <nav aria-label={t('language')}>
      <ul className="flex gap-2 text-sm">
        {REVIEW_LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              disabled={busy}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => void choose(lang)}
              className={lang === current ? 'font-semibold text-brand-700' : 'hover:text-brand-600'}
            >
              {localeLabels[lang]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
