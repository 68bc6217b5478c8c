'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { type Locale, LOCALE_COOKIE, localeLabels, localizedPath, locales } from '@/lib/i18n/locales';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { publicPath } from '@/lib/proxy/views';
import { useDomainBoxStore } from '@/stores/domain-box';
import { useSiteStore } from '@/stores/site';
import { writeCookie } from '@/stores/storage';

/** Review pages offer only English and Chinese (spec §2). */
export const REVIEW_LOCALES: readonly Locale[] = ['en', 'zh-CN'];

const isReviewPath = (pathname: string) => /^\/review(\/|$)/.test(pathname);

export function languagesFor(pathname: string, only?: readonly Locale[]): readonly Locale[] {
  if (only) return only;
  return isReviewPath(pathname) ? REVIEW_LOCALES : locales;
}

/**
 * Spec §4: changing language on a review page leads to the review doc page, on the cn host for Chinese
 * chosen by a visitor from China and on the com host otherwise. Only when the site runs on one of its
 * configured hosts is the visitor moved between them (a preview or local host keeps its own).
 */
export function reviewLanguageTarget({
  locale,
  country,
  hostname,
  hosts,
}: {
  locale: Locale;
  country: string | null;
  hostname: string;
  hosts: { com: string; cn: string } | null;
}): { path: string; absolute?: string } {
  const path = localizedPath(locale, '/review/doc');
  if (!hosts) return { path };
  const bare = (host: string) => host.replace(/:\d+$/, '').toLowerCase();
  const here = hostname.toLowerCase();
  if (here !== bare(hosts.com) && here !== bare(hosts.cn)) return { path };
  const target = locale === 'zh-CN' && country === 'CN' ? hosts.cn : hosts.com;
  return bare(target) === here ? { path } : { path, absolute: `https://${target}${path}` };
}

function rememberLocale(locale: Locale) {
  // Spec §4: the stored locale is a cookie; proxy.ts reads it on unprefixed paths.
  writeCookie(LOCALE_COOKIE, locale, 365);
}

/**
 * The language dropdown: a button showing the current language and a 98 px popover (spec §9) with the
 * languages, each a link to the same page in that language. `variant="list"` renders the plain list (drawer).
 */
export function LanguageMenu({
  only,
  variant = 'popover',
}: {
  only?: readonly Locale[];
  variant?: 'popover' | 'list';
}) {
  const t = useTranslations('Navbar');
  const current = useLocale();
  // A view generated for a query (`/blog?tab=…` renders as /blog/query_view/…) links to its page.
  const pathname = publicPath(usePathname());
  const choices = languagesFor(pathname, only);
  const onReview = isReviewPath(pathname);
  const hosts = useSiteStore((state) => state.hosts);
  const country = useDomainBoxStore((state) => state.userCountry);
  const { open, setOpen, buttonRef, popupId: listId, rootProps } = useDisclosure<HTMLDivElement>();

  const links = choices.map((locale) => (
    <li key={locale}>
      <Link
        href={onReview ? '/review/doc' : pathname}
        locale={locale}
        lang={locale}
        hrefLang={locale}
        aria-current={locale === current ? 'true' : undefined}
        className={`block rounded px-3 py-1.5 text-sm ${
          locale === current
            ? 'font-semibold text-brand-700'
            : 'text-ink hover:bg-brand-50 hover:text-brand-700'
        }`}
        onClick={(event) => {
          rememberLocale(locale);
          setOpen(false);
          if (!onReview) return;
          const target = reviewLanguageTarget({ locale, country, hostname: window.location.hostname, hosts });
          if (target.absolute) {
            event.preventDefault();
            window.location.assign(target.absolute);
          }
        }}
      >
        {localeLabels[locale]}
      </Link>
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
    <div {...rootProps} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('languageCurrent', { language: localeLabels[current] })}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded px-2 py-1.5 text-sm text-ink hover:text-brand-700"
      >
        <span aria-hidden="true">🌐</span>
        <span lang={current}>{localeLabels[current]}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-testid="language-popover"
        className="absolute right-0 z-50 mt-1 w-[98px] min-w-[96px] rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {links}
      </ul>
    </div>
  );
}
