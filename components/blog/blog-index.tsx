import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { getPosts } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';
import { PostCard } from './post-card';
import { BlogTabNav } from './tab-nav';
import { filterByTab, type BlogTab } from './tabs';

// The blog's list for one tab. /blog renders All Content and /blog/query_view/<category> (reached through the
// proxy's rewrite of `?tab=`) the others, both at build time: the tabs are plain links, the list for
// `?tab=insights` is in the HTML, works without JavaScript and survives a reload. The canonical URL of
// every tab is /blog (All Content).

export async function blogMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, path: '/blog', title: t('metaTitle'), description: t('metaDescription') });
}

export async function BlogIndex({ locale, tab }: { locale: Locale; tab: BlogTab }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
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
