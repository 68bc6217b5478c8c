'use client';

import Cookies from 'js-cookie';
import { useLocale, useTranslations } from 'next-intl';
import { type Locale, LOCALE_COOKIE, localeLabels, locales } from '@/lib/i18n/locales';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** Switches language on the same page and stores the choice (spec §4: the stored locale is a cookie). */
export function LanguageMenu({ only = locales }: { only?: readonly Locale[] }) {
  const t = useTranslations('Navbar');
  const current = useLocale();
  const pathname = usePathname();
  return (
    <nav aria-label={t('language')}>
      <ul className="flex gap-2 text-sm">
        {only.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={locale === current ? 'font-semibold text-brand-700' : 'hover:text-brand-600'}
              onClick={() => {
                try {
                  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'lax', path: '/' });
                } catch {
                  // Cookies blocked: the URL prefix still carries the language.
                }
              }}
            >
              {localeLabels[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
