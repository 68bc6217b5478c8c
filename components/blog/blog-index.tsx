import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { getPosts } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { CardGrid, ContentIndex } from '@/components/marketing/content-index';
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
    <ContentIndex title={t('title')} intro={t('intro')} controls={<BlogTabNav current={tab} />}>
      <p className="mt-6 text-sm font-medium text-ink-muted" data-testid="post-count">
        {t('postCount', { count: posts.length })}
      </p>
      <CardGrid
        items={posts}
        testId="post-list"
        card={(post, priority) => <PostCard post={post} priority={priority} />}
      />

      <div className="mt-16">
        <NewsletterBox />
      </div>
    </ContentIndex>
  );
}
