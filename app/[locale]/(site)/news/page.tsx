import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatContentDate } from '@/lib/content/dates';
import { getPosts } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// News: the Mind Works posts — launches and campaign stories — as a
// dated list, newest first. Statically generated per locale; each item links to its article.

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'News' });
  return pageMetadata({ locale, path: '/news', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'News' });
  const news = getPosts(locale).filter((post) => post.category === 'works');

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('intro')}</p>
      <ol aria-label={t('listLabel')} className="mt-10 flex flex-col gap-8" data-testid="news-list">
        {news.map((post) => (
          <li key={post.slug}>
            <article className="grid gap-5 border-b border-slate-200 pb-8 sm:grid-cols-[220px_1fr]">
              <Image
                src={post.cover}
                alt={post.coverAlt}
                width={1200}
                height={675}
                className="aspect-video w-full rounded-xl object-cover"
              />
              <div>
                <p className="text-sm text-ink-muted">
                  <time dateTime={post.date}>{formatContentDate(locale, post.date)}</time>
                </p>
                <h2 className="mt-1 text-xl leading-snug font-bold">
                  <Phrases text={post.title} />
                </h2>
                <p className="mt-2 text-ink">{post.description}</p>
                <Link
                  href={`/blog/${post.slug}`}
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
                  aria-label={t('readMoreLabel', { title: post.title })}
                >
                  {t('readMore')} →
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ol>
      <p className="mt-10">
        <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
          {t('allArticles')}
        </Link>
      </p>
    </div>
  );
}
