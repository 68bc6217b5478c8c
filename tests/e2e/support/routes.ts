import { type Locale, localizedPath, locales } from '@/lib/i18n/locales';
import { pageRoutes } from '@/lib/routes';

// Helpers for "every route × every locale" suites.
export const everyLocale = locales.map((locale) => ({ locale, home: localizedPath(locale, '/') }));

export function url(locale: Locale, path: string): string {
  return localizedPath(locale, path);
}

/** Every built page route in every locale, as [locale, path, url] rows for test.describe/each loops. */
export function everyRouteInEveryLocale(): { locale: Locale; route: string; url: string }[] {
  return pageRoutes.flatMap((route) => locales.map((locale) => ({ locale, route, url: url(locale, route) })));
}
