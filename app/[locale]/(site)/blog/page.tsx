import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PostCard } from '@/components/blog/post-card';
import { BlogTabNav } from '@/components/blog/tab-nav';
import { filterByTab, parseBlogTab } from '@/components/blog/tabs';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { getPosts } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// The tab is read from searchParams on the server, so the page renders per request and the tabs are plain
// links: the list for `?tab=insights` is in the HTML, works without JavaScript and survives a reload. Posts
// come from the in-memory content cache. The canonical URL is /blog (All Content).

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, path: '/blog', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function BlogPage({ params, searchParams }: PageProps<'/[locale]/blog'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const tab = parseBlogTab((await searchParams).tab);
  const posts = filterByTab(getPosts(locale), tab);

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{t('intro')}</p>

      <div className="mt-10">
        <BlogTabNav current={tab} />
      </div>
      <p className="mt-6 text-sm font-medium text-ink-muted" data-testid="post-count">
        {t('postCount', { count: posts.length })}
      </p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} priority={index < 3} /* the first row (lg:grid-cols-3) */ />
          </li>
        ))}
      </ul>

      <div className="mt-16">
        <NewsletterBox />
      </div>
    </div>
  );
}
