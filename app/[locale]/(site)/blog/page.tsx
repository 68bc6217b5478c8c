import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BlogIndex, blogMetadata } from '@/components/blog/blog-index';
import type { Locale } from '@/lib/i18n/locales';

// All Content. The other tabs (`?tab=`) are generated under ./query_view/[tab] and reached through proxy.ts.

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  return blogMetadata((await params).locale as Locale);
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <BlogIndex locale={locale} tab="all" />;
}
