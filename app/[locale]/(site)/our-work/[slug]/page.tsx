import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatContentDate } from '@/lib/content/dates';
import { MarkdownBody } from '@/components/blog/markdown-body';
import { getAllSlugs, getCase } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';
import { PageCover } from '@/components/marketing/page-cover';
import { CaseDemo } from '@/components/our-work/case-demo';
import { demoOfCase } from '@/lib/demos/catalog';
import { CaseVideoPlayer } from '@/components/our-work/case-video';
import { getCaseVideo } from '@/lib/content/videos';

// One case study, statically generated for every case × locale; an unknown slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllSlugs().cases.map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/our-work/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const item = getCase(locale as Locale, slug);
  if (!item) return notFoundMetadata(locale as Locale);
  return pageMetadata({
    locale: locale as Locale,
    path: `/our-work/${slug}`,
    title: item.title,
    description: item.summary,
    type: 'article',
    publishedTime: item.date,
  });
}

export default async function CasePage({ params }: PageProps<'/[locale]/our-work/[slug]'>) {
  const { locale: rawLocale, slug } = await params;
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const item = getCase(locale, slug);
  if (!item) notFound();
  const t = await getTranslations({ locale, namespace: 'OurWork' });
  const video = getCaseVideo(slug);
  const cover = <PageCover item={item} />;

  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <Link href="/our-work" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('backToWork')}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t(`types.${item.type}`)}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        <Phrases text={item.title} />
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{item.summary}</p>

      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-ink-muted">{t('client')}</dt>
          <dd className="mt-1">{item.client}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{t('published')}</dt>
          <dd className="mt-1">
            <time dateTime={item.date}>{formatContentDate(locale, item.date)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{t('tagList')}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {item.tags.map((tag) => (
              <Link
                key={tag}
                href={{ pathname: '/our-work', query: { tag } }}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink hover:bg-brand-50 hover:text-brand-700"
              >
                {t(`tags.${tag}`)}
              </Link>
            ))}
          </dd>
        </div>
      </dl>

      {video ? (
        <CaseVideoPlayer video={video} title={item.title} locale={locale} />
      ) : (
        <div className="mt-8">
          {demoOfCase(slug) ? <CaseDemo slug={slug} title={item.title} poster={cover} /> : cover}
        </div>
      )}

      {item.metrics.length > 0 ? (
        <section aria-labelledby="case-results" className="mt-10 rounded-2xl bg-brand-50 p-6">
          <h2 id="case-results" className="text-lg font-bold">
            <Phrases text={t('results')} />
          </h2>
          <dl className="mt-4 grid gap-6 sm:grid-cols-3">
            {item.metrics.map((metric) => (
              <div key={metric.label}>
                <dt className="text-sm text-ink-muted">{metric.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-700">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <div className="mt-10">
        <MarkdownBody html={item.html} />
      </div>

      <aside className="mt-14 rounded-2xl bg-ink p-8 text-white">
        <h2 className="text-2xl font-bold">
          <Phrases text={t('ctaTitle')} />
        </h2>
        <p className="mt-2 text-slate-200">{t('ctaBody')}</p>
        <Link
          href="/contact"
          className="mt-6 inline-block rounded-full bg-white px-6 py-2.5 font-semibold text-ink hover:bg-brand-50"
        >
          {t('ctaButton')}
        </Link>
      </aside>
    </article>
  );
}
