import type { Locale } from '@/lib/i18n/locales';

/** Where a page's social card is served from: `/og/<locale>/<path>.jpg` (`index` for the home page). */
export function ogImagePath(locale: Locale, pagePath: string): string {
  return `/og/${locale}${pagePath === '/' ? '/index' : pagePath}.jpg`;
}
