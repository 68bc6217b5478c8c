import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogIndex, blogMetadata } from '@/components/blog/blog-index';
import { BLOG_CATEGORIES, type BlogCategory } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';

// `/blog?tab=<category>`, generated for each category at build time. proxy.ts rewrites the query form here
// (components/blog/tabs.ts) and answers this path itself with the 404 page, so it is never a second address.

export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((tab) => ({ tab }));
}

type Props = PageProps<'/[locale]/blog/query_view/[tab]'>;

function category(tab: string): BlogCategory {
  if (!(BLOG_CATEGORIES as readonly string[]).includes(tab)) notFound();
  return tab as BlogCategory;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogMetadata((await params).locale as Locale);
}

export default async function BlogTabPage({ params }: Props) {
  const { locale, tab } = await params;
  setRequestLocale(locale as Locale);
  return <BlogIndex locale={locale as Locale} tab={category(tab)} />;
}
