import { useTranslations } from 'next-intl';
import { platformUrls, siteHosts } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';
import { LanguageMenu } from './language-menu';
import { DesktopMenu, MobileDrawer, NavActions, type NavConfig } from './navbar-client';

/**
 * The site navbar (spec §2): logo, the menu with the Services submenu, the language dropdown, the review,
 * platform and trial buttons; below 1280 px a menu button opens the same items in a right-hand drawer.
 * Hosts and platform URLs are configuration read when the page is built.
 */
export function Navbar({ showTrial = true }: { showTrial?: boolean }) {
  const t = useTranslations('Navbar');
  const config: NavConfig = { hosts: siteHosts(), platform: platformUrls(), showTrial };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-page items-center gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-700" aria-label={t('logo')}>
          PlayMind
        </Link>
        <DesktopMenu />
        <Link
          href="/search"
          className="ml-auto rounded-full p-2 text-ink hover:bg-slate-100 desk:order-last desk:ml-0"
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
        <div className="ml-auto hidden items-center gap-3 desk:flex">
          <LanguageMenu />
          <NavActions config={config} />
        </div>
        <div className="desk:hidden">
          <MobileDrawer config={config} />
        </div>
      </div>
    </header>
  );
}
