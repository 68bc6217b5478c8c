import { useLocale, useTranslations } from 'next-intl';
import { platformUrls, siteHosts } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageMenu } from './language-menu';
import { DesktopMenu, MobileDrawer, NavActions, type NavConfig } from './navbar-client';
import { NAV_END_WIDTH } from './reserved-size';

/**
 * The site navbar (docs/PRODUCT.md, Layouts and chrome): logo, the menu with the Services submenu, the language dropdown, the review,
 * platform and trial buttons; below 1280 px a menu button opens the same items in a right-hand drawer.
 * Hosts and platform URLs are configuration read when the page is built.
 */
export function Navbar({ showTrial = true }: { showTrial?: boolean }) {
  const t = useTranslations('Navbar');
  const locale = useLocale() as Locale;
  const config: NavConfig = { hosts: siteHosts(), platform: platformUrls(), showTrial };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Its final height from the start: the 36 px buttons, at 1280 px and wider the 38 px action buttons. */}
      <div className="mx-auto flex min-h-[60px] max-w-page items-center gap-4 px-4 py-3 desk:min-h-[62px]">
        <Link href="/" className="text-lg font-bold text-brand-700" aria-label={t('logo')}>
          PlayMind
        </Link>
        <DesktopMenu />
        {/* The right-hand side in one box of its final width from the start (./reserved-size.ts), filled
            from its left, never narrower: what is painted of it stays put while the rest is parsed. At 1280 px
            and wider the language menu, the buttons and search; below, search and the menu button. */}
        <div className={`ml-auto flex min-h-[38px] shrink-0 items-center gap-4 ${NAV_END_WIDTH[locale]}`}>
          <div className="hidden min-h-[38px] items-center gap-3 desk:flex">
            <LanguageMenu />
            <NavActions config={config} />
          </div>
          <Link
            href="/search"
            className="rounded-full p-2 text-ink hover:bg-slate-100"
            aria-label={t('search')}
            title={t('search')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" strokeLinecap="round" />
            </svg>
          </Link>
          <div className="desk:hidden">
            <MobileDrawer config={config} />
          </div>
        </div>
      </div>
    </header>
  );
}
