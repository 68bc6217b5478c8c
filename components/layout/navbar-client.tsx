'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Chevron, popupPanel, useDisclosure } from '@/components/ui/disclosure';
import { Dialog } from '@/components/ui/dialog';
import { brand } from '@/lib/brand';
import { type Locale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { getPathname, Link, usePathname } from '@/lib/i18n/navigation';
import { MOBILE_BREAKPOINT, useSiteStore } from '@/stores/site';
import { writeCookie } from '@/lib/client/cookies';
import { LanguageMenu } from './language-menu';

export interface NavConfig {
  hosts: { com: string; cn: string };
  platform: { com: string; cn: string };
  showTrial: boolean;
}

type Messages = ReturnType<typeof useTranslations<'Navbar'>>;

function servicesItems(t: Messages) {
  return [
    { href: '/product/playable-ads', label: t('playableAds') },
    { href: '/product/video-ads', label: t('videoAds') },
    { href: '/product/ad-automation', label: t('automaticAds') },
    { href: '/review', label: t('playableTesting') },
  ];
}

/** The paid-information anchor shows only on the cn host with the cn locale (docs/PRODUCT.md, Layouts and chrome). */
export function showPaidInfo(domainIsCn: boolean, locale: string): boolean {
  return domainIsCn && locale === 'zh-CN';
}

/** The review page is offered in English and Chinese only: jp and kr switch to English first (docs/PRODUCT.md, Languages). */
export function reviewLocaleFor(locale: Locale): Locale {
  return locale === 'ja' || locale === 'ko' ? 'en' : locale;
}

/** The platform's registration page with a `referer` naming this site, on the cn platform for the .cn site. */
export function trialUrl(config: NavConfig, domainIsCn: boolean): string {
  const base = domainIsCn ? config.platform.cn : config.platform.com;
  const referer = domainIsCn ? config.hosts.cn : config.hosts.com;
  return `${base}/register?referer=${encodeURIComponent(referer)}`;
}

function linkClass(active: boolean) {
  // One line each: "Our Work" wrapped onto two lines in the 1280–1440 px navbar.
  return `rounded px-2 py-1.5 whitespace-nowrap ${active ? 'font-semibold text-brand-700' : 'text-ink hover:text-brand-700'}`;
}

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The menu at widths of 1280 px and more; Services opens on hover there, and on click or tap. */
export function DesktopMenu() {
  const t = useTranslations('Navbar');
  const locale = useLocale();
  const pathname = usePathname();
  const domainIsCn = useSiteStore((state) => state.domainIsCn);
  const { open, setOpen, rootProps, buttonProps, popupProps } = useDisclosure<HTMLLIElement>();

  // Hover opens the submenu only where the full menu shows (CSS decides that layout; a hover rule it cannot
  // express reads the store's throttled view width).
  const hoverable = () => useSiteStore.getState().viewWidth >= MOBILE_BREAKPOINT;
  // A pointer that hovers Services opens the submenu; its click that follows must not close it again.
  const openedByHover = useRef(false);

  return (
    <nav aria-label={t('label')} className="hidden flex-1 desk:block">
      {/* As tall as the Services button from the start, so the links before it do not move down when it is
          parsed (components/layout/reserved-size.ts). */}
      <ul className="flex min-h-8 items-center gap-2 text-sm">
        <li>
          <Link
            href="/"
            className={linkClass(pathname === '/')}
            aria-current={pathname === '/' ? 'page' : undefined}
          >
            {t('home')}
          </Link>
        </li>
        <li
          {...rootProps}
          className="relative"
          onMouseEnter={() => {
            if (!hoverable() || open) return;
            openedByHover.current = true;
            setOpen(true);
          }}
          onMouseLeave={() => {
            if (!hoverable()) return;
            openedByHover.current = false;
            setOpen(false);
          }}
        >
          <button
            {...buttonProps}
            onClick={() => {
              if (openedByHover.current) openedByHover.current = false;
              else buttonProps.onClick();
            }}
            className={`${linkClass(false)} flex items-center gap-1`}
          >
            {t('services')}
            <Chevron />
          </button>
          <ul
            {...popupProps}
            data-testid="services-submenu"
            className={`${popupPanel('left')} min-w-52 py-2`}
          >
            {servicesItems(t).map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  className="block px-4 py-2 text-ink hover:bg-brand-50 hover:text-brand-700"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        {[
          { href: '/mindworks', label: t('mindworks') },
          { href: '/our-work', label: t('ourWork') },
          { href: '/blog', label: t('blog') },
        ].map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={linkClass(isActive(pathname, item.href))}
              aria-current={isActive(pathname, item.href) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {showPaidInfo(domainIsCn, locale) && (
          <li>
            <Link
              href={`/services#${brand.platform.slug}`}
              className={linkClass(false)}
              data-testid="paid-info"
            >
              {t('paidInfo')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Review, go-to-platform and register-for-trial buttons. */
export function NavActions({ config, stacked = false }: { config: NavConfig; stacked?: boolean }) {
  const t = useTranslations('Navbar');
  const common = useTranslations('Common');
  const locale = useLocale();
  const domainIsCn = useSiteStore((state) => state.domainIsCn);
  const reviewLocale = reviewLocaleFor(locale);
  const platform = domainIsCn ? config.platform.cn : config.platform.com;
  const base = 'rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-center';
  return (
    <div className={stacked ? 'flex flex-col gap-3' : 'flex items-center gap-2'}>
      {/* Japanese and Korean visitors switch to English first (docs/PRODUCT.md, Languages): the stored locale is written, then
          the unprefixed path is loaded — a link to /en/review would be one more redirect on every use. */}
      <a
        href={getPathname({ href: '/review', locale: reviewLocale })}
        onClick={() => {
          if (reviewLocale !== locale) writeCookie(LOCALE_COOKIE, reviewLocale, 365);
        }}
        className={`${base} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        data-testid="review-button"
      >
        {t('review')}
      </a>
      <a
        href={platform}
        target="_blank"
        rel="noopener noreferrer"
        className={`${base} bg-brand-600 text-white hover:bg-brand-700`}
        data-testid="platform-button"
      >
        {t('platform', { platform: brand.platform.name })}
        <span className="sr-only"> {common('openInNewTab')}</span>
      </a>
      {config.showTrial && (
        <a
          href={trialUrl(config, domainIsCn)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${base} bg-accent text-ink hover:opacity-90`}
          data-testid="trial-button"
        >
          {t('trial')}
          <span className="sr-only"> {common('openInNewTab')}</span>
        </a>
      )}
    </div>
  );
}

/** Below 1280 px: a menu button and a right-hand drawer with the menu, the languages and the buttons. */
export function MobileDrawer({ config }: { config: NavConfig }) {
  const t = useTranslations('Navbar');
  const locale = useLocale();
  const pathname = usePathname();
  const domainIsCn = useSiteStore((state) => state.domainIsCn);
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const drawerId = useId();
  const submenuId = useId();

  // A followed link closes the drawer.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const item = (href: string, label: string) => (
    <li key={href}>
      <Link
        href={href}
        // Another page closes the drawer when the route changes (below); the current page closes it here.
        // Closing on every click would unmount the link before it navigates.
        onClick={() => {
          if (href === pathname) setOpen(false);
        }}
        className="block rounded px-3 py-2 text-base text-ink hover:bg-brand-50"
        aria-current={isActive(pathname, href) ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded px-2 py-1.5 text-sm font-semibold text-ink"
      >
        <span aria-hidden="true" className="text-xl leading-none">
          ☰
        </span>
        {t('openMenu')}
      </button>
      <Dialog
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        title={t('menu')}
        closeLabel={t('closeMenu')}
        variant="drawer"
        testId="nav-drawer"
      >
        <nav aria-label={t('label')}>
          <ul className="flex flex-col gap-1">
            {item('/', t('home'))}
            <li>
              <button
                type="button"
                aria-expanded={servicesOpen}
                aria-controls={submenuId}
                onClick={() => setServicesOpen((value) => !value)}
                className="flex w-full items-center justify-between rounded px-3 py-2 text-left text-base text-ink hover:bg-brand-50"
              >
                {t('services')}
                <span aria-hidden="true">{servicesOpen ? '▴' : '▾'}</span>
              </button>
              <ul id={submenuId} hidden={!servicesOpen} className="ml-4 border-l border-slate-200 pl-2">
                {servicesItems(t).map((entry) => item(entry.href, entry.label))}
              </ul>
            </li>
            {item('/mindworks', t('mindworks'))}
            {item('/our-work', t('ourWork'))}
            {item('/blog', t('blog'))}
            {showPaidInfo(domainIsCn, locale) && item(`/services#${brand.platform.slug}`, t('paidInfo'))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <LanguageMenu variant="list" />
        </div>
        <div className="mt-6">
          <NavActions config={config} stacked />
        </div>
      </Dialog>
    </>
  );
}
