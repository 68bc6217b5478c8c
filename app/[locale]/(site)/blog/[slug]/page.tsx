import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatContentDate } from '@/lib/content/dates';
import { MarkdownBody } from '@/components/blog/markdown-body';
import { ShareBlock } from '@/components/blog/share-block';
import { PageCover } from '@/components/marketing/page-cover';
import { getAllSlugs, getPost } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// One article, statically generated for every post × locale; an unknown slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllSlugs().posts.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = getPost(locale as Locale, slug);
  if (!post) return notFoundMetadata(locale as Locale);
  return pageMetadata({
    locale: locale as Locale,
    path: `/blog/${slug}`,
    title: post.title,
    description: post.description,
    type: 'article',
    publishedTime: post.date,
  });
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale: rawLocale, slug } = await params;
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const post = getPost(locale, slug);
  if (!post) notFound();
  const t = await getTranslations({ locale, namespace: 'Blog' });

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link href="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('backToBlog')}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <Link href={{ pathname: '/blog', query: { tab: post.category } }} className="hover:underline">
          {t(`tabs.${post.category}`)}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        <Phrases text={post.title} />
      </h1>
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted" data-testid="article-meta">
        <span>{t('byAuthor', { author: post.author })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatContentDate(locale, post.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
      </p>

      <PageCover item={post} className="mt-8" />

      <div className="mt-8">
        <MarkdownBody html={post.html} />
      </div>

      <div className="mt-12">
        <ShareBlock locale={locale} path={`/blog/${slug}`} />
      </div>

      <nav aria-label={t('moreArticles')} className="mt-12 border-t border-slate-200 pt-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            {post.prev ? (
              <Link
                href={`/blog/${post.prev.slug}`}
                rel="prev"
                className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500"
                data-testid="prev-article"
              >
                <span className="block text-xs font-semibold text-ink-muted">← {t('previous')}</span>
                <span className="mt-1 block font-semibold">{post.prev.title}</span>
              </Link>
            ) : null}
          </li>
          <li className="sm:text-right">
            {post.next ? (
              <Link
                href={`/blog/${post.next.slug}`}
                rel="next"
                className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500"
                data-testid="next-article"
              >
                <span className="block text-xs font-semibold text-ink-muted">{t('next')} →</span>
                <span className="mt-1 block font-semibold">{post.next.title}</span>
              </Link>
            ) : null}
          </li>
        </ul>
        <p className="mt-6 text-center">
          <Link href="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('backToBlog')}
          </Link>
        </p>
      </nav>
    </article>
  );
}
