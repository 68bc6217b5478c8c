import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { brand } from '@/lib/brand';
import { siteHosts } from '@/lib/config';
import { getLocaleContent } from '@/lib/content/load';
import type { LegalDoc } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';
import { type Locale, locales } from '@/lib/i18n/locales';
import { productSlugs, products } from '@/lib/products';
import { type PageRoute, pageRoutes } from '@/lib/routes';
import type { OgCard } from './card';

export { ogImagePath } from './paths';

// Every page's social card: the page routes of lib/routes.ts with the title their page gives them
// (generateMetadata reads the same message), every post and every case with its own title. The build
// (scripts/build-og-images.ts) draws them; lib/seo.ts names each page's card by ogImagePath.

type Messages = Record<string, unknown>;
type Translate = (key: string, values?: Record<string, string>) => string;

function readMessages(locale: Locale, root: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Messages;
}

const legalRoutes: Partial<Record<PageRoute, LegalDoc>> = {
  '/privacy': 'privacy',
  '/cookie-policy': 'cookie-policy',
  '/copyright': 'copyright',
};

/** The message each page route's <title> comes from (the route's generateMetadata uses the same key). */
const titleKeys: Partial<Record<PageRoute, string>> = {
  '/': 'Home.metaTitle',
  '/mindworks': 'Mindworks.metaTitle',
  [`/${brand.platform.slug}`]: 'Platform.metaTitle',
  '/services': 'Services.metaTitle',
  '/our-work': 'OurWork.metaTitle',
  '/blog': 'Blog.metaTitle',
  '/news': 'News.metaTitle',
  '/search': 'Search.metaTitle',
  '/contact': 'Contact.metaTitle',
  '/register': 'RegisterPage.metaTitle',
  '/review': 'Review.metaTitle',
  '/review/doc': 'ReviewDoc.metaTitle',
  '/review/error': 'ReviewError.metaTitle',
  '/review/send-email': 'ReviewSendEmail.metaTitle',
  ...Object.fromEntries(
    productSlugs.map((slug) => [`/product/${slug}`, `Product.${products[slug].key}.metaTitle`]),
  ),
};

function pageTitle(route: PageRoute, locale: Locale, t: Translate): string {
  const legal = legalRoutes[route];
  if (legal) return loadLegalDocument(legal, locale).title;
  const key = titleKeys[route];
  if (!key) throw new Error(`no social card title for ${route}: add it to lib/content/og/cards.ts`);
  return t(key, { platform: brand.platform.name });
}

/** Every card of every locale. */
export function ogCards(root = process.cwd()): OgCard[] {
  const host = siteHosts().com;
  return locales.flatMap((locale) => {
    const translator = createTranslator({ locale, messages: readMessages(locale, root) });
    const t: Translate = (key, values) => (translator as unknown as Translate)(key, values);
    const tagline = t('Home.eyebrow');
    const { posts, cases } = getLocaleContent(locale);
    return [
      ...pageRoutes.map((route) => ({
        locale,
        path: route,
        title: pageTitle(route, locale, t),
        kicker: tagline,
        host,
      })),
      ...posts.map((post) => ({
        locale,
        path: `/blog/${post.slug}`,
        title: post.title,
        kicker: t('Navbar.blog'),
        host,
      })),
      ...cases.map((item) => ({
        locale,
        path: `/our-work/${item.slug}`,
        title: item.title,
        kicker: `${t('Navbar.ourWork')} · ${item.client}`,
        host,
      })),
    ];
  });
}
