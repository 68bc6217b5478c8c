import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteHosts } from './config';
import { ogImagePath } from './content/og/paths';
import { defaultLocale, localizedPath, locales, type Locale } from './i18n/locales';

// Every page's <head>: title and description from its messages, the canonical URL on the .com host,
// hreflang alternates with the real language codes plus x-default, and Open Graph tags with the page's
// social card (a 1200×630 JPEG drawn at build time with the page's title: lib/content/og).

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
  type?: 'website' | 'article';
  publishedTime?: string;
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
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
      images: [
        {
          url: `${siteOrigin()}${ogImagePath(locale, path)}`,
          width: 1200,
          height: 630,
          alt: title,
          type: 'image/jpeg',
        },
      ],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/**
 * A page that turns out not to exist gives the not-found title itself: the browser takes the <title> from
 * the page's own metadata once the app hydrates, not from app/[locale]/not-found.tsx.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}
