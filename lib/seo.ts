import type { Metadata } from 'next';
import { siteHosts } from './config';
import { defaultLocale, localizedPath, locales, type Locale } from './i18n/locales';

// Every page's <head>: title and description from its messages, the canonical URL on the .com host,
// hreflang alternates with the real language codes plus x-default, and Open Graph tags.

const ogLocales: Record<Locale, string> = { en: 'en_US', 'zh-CN': 'zh_CN', ja: 'ja_JP', ko: 'ko_KR' };

/** The public origin pages are canonical on. */
export function siteOrigin(): string {
  return `https://${siteHosts().com}`;
}

/** The absolute URL of a locale-free `path` in `locale`. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin()}${localizedPath(locale, path)}`;
}

/** hreflang → URL for every locale, and x-default → the English page. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(locale, path)])),
    'x-default': absoluteUrl(defaultLocale, path),
  };
}

export interface PageSeo {
  locale: Locale;
  /** The locale-free path of the page, e.g. `/blog/why-playable-ads-convert`. */
  path: string;
  title: string;
  description: string;
  /** An image under public/, e.g. `/images/blog/x.svg`. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  publishedTime,
}: PageSeo): Metadata {
  const url = absoluteUrl(locale, path);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      type,
      locale: ogLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocales[other]),
      ...(image ? { images: [{ url: `${siteOrigin()}${image}` }] } : {}),
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}
