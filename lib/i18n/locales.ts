// The one list of the site's languages. Real BCP 47 codes go into <html lang> and hreflang;
// the URL prefixes (the short names) are cn, jp, kr. English has no prefix.
export const locales = ['en', 'zh-CN', 'ja', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localePrefixes = { 'zh-CN': '/cn', ja: '/jp', ko: '/kr' } as const satisfies Partial<
  Record<Locale, string>
>;

/** Short names (en, cn, jp, kr), used by the `lang` query value of the review pages. */
export const localeShortNames: Record<Locale, string> = { en: 'en', 'zh-CN': 'cn', ja: 'jp', ko: 'kr' };

/** Name of each language in its own script, for the language menu. */
export const localeLabels: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
};

export { LOCALE_COOKIE } from './locale-cookie.mjs';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Accepts a real code (zh-CN) or a short name (cn); anything else is ignored. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  if (isLocale(value)) return value;
  return locales.find((locale) => localeShortNames[locale] === value);
}

/** The locale a URL path starts with, and the rest of the path. `/en` counts as English's own prefix. */
export function splitLocalePrefix(pathname: string): {
  locale?: Locale;
  rest: string;
  explicitDefault: boolean;
} {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const rest = match?.[2] ?? '/';
  if (first === defaultLocale) return { locale: defaultLocale, rest, explicitDefault: true };
  for (const [locale, prefix] of Object.entries(localePrefixes)) {
    if (`/${first}` === prefix) return { locale: locale as Locale, rest, explicitDefault: false };
  }
  return { rest: pathname, explicitDefault: false };
}

/**
 * The public path of `path` (locale-free, starting with /) in `locale`, for code outside React that cannot
 * load next-intl's navigation (the proxy's rules, the sitemap, Markdown links, the CLI and tests). Components
 * use next-intl's `getPathname`/`Link` (./navigation.ts); a test holds the two to the same answers.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === defaultLocale) return clean || '/';
  return `${localePrefixes[locale as Exclude<Locale, 'en'>]}${clean}`;
}
