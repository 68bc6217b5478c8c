'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Chevron, popupPanel, useDisclosure } from '@/components/ui/disclosure';
import { writeCookie } from '@/lib/client/cookies';
import { keptQuery } from '@/lib/i18n/kept-query';
import { type Locale, LOCALE_COOKIE, localeLabels, locales } from '@/lib/i18n/locales';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { publicPath } from '@/lib/proxy/views';

function rememberLocale(locale: Locale) {
  // The stored locale is a cookie (docs/PRODUCT.md, Languages); proxy.ts reads it on unprefixed paths.
  writeCookie(LOCALE_COOKIE, locale, 365);
}

/**
 * The language dropdown: a button showing the current language and a 98 px popover with the
 * languages, each a link to the same page in that language. `variant="list"` renders the plain list (drawer).
 */
export function LanguageMenu({ variant = 'popover' }: { variant?: 'popover' | 'list' }) {
  const t = useTranslations('Navbar');
  const current = useLocale();
  // A view generated for a query (`/blog?tab=…` renders as /blog/query_view/…) links to its page.
  const pathname = publicPath(usePathname());
  const { setOpen, rootProps, buttonProps, popupProps } = useDisclosure<HTMLDivElement>();
  // The view in the query (`/jp/search?q=…`) goes along (lib/i18n/kept-query.ts). It is read from the address
  // when a link is about to be used: the server renders the path alone, and reading the query while rendering
  // would keep static pages from being rendered on the server.
  const [query, setQuery] = useState('');
  const readQuery = () => keptQuery(pathname, window.location.search);
  const hrefFor = (locale: Locale, kept: string) => `${getPathname({ href: pathname, locale })}${kept}`;

  // Plain links to each language's own path: the stored locale is written on click before the page loads,
  // so English goes straight to the unprefixed path (next-intl's locale link would go through /en/…, a
  // redirect on every switch).
  const links = locales.map((locale) => (
    <li key={locale}>
      <a
        href={hrefFor(locale, query)}
        lang={locale}
        hrefLang={locale}
        aria-current={locale === current ? 'true' : undefined}
        className={`block rounded px-3 py-1.5 text-sm ${
          locale === current
            ? 'font-semibold text-brand-700'
            : 'text-ink hover:bg-brand-50 hover:text-brand-700'
        }`}
        onPointerEnter={() => setQuery(readQuery())}
        onFocus={() => setQuery(readQuery())}
        onClick={(event) => {
          // The address may have changed since (a filter chosen without leaving the page).
          event.currentTarget.href = hrefFor(locale, readQuery());
          rememberLocale(locale);
          setOpen(false);
        }}
      >
        {localeLabels[locale]}
      </a>
    </li>
  ));

  if (variant === 'list') {
    return (
      <nav aria-label={t('language')}>
        <ul className="flex flex-wrap gap-1">{links}</ul>
      </nav>
    );
  }

  return (
    // As tall as its button from the start, so the button does not move as it is parsed beside taller ones.
    <div {...rootProps} className="relative min-h-8">
      <button
        {...buttonProps}
        aria-haspopup="true"
        aria-label={t('languageCurrent', { language: localeLabels[current] })}
        className="flex items-center gap-1 rounded px-2 py-1.5 text-sm text-ink hover:text-brand-700"
      >
        <span aria-hidden="true">🌐</span>
        <span lang={current}>{localeLabels[current]}</span>
        <Chevron />
      </button>
      <ul
        {...popupProps}
        data-testid="language-popover"
        className={`${popupPanel('right')} mt-1 w-[98px] min-w-[96px] py-1`}
      >
        {links}
      </ul>
    </div>
  );
}
