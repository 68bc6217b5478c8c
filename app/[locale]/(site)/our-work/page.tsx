import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CaseCard } from '@/components/our-work/case-card';
import { FilterBar } from '@/components/our-work/filter-bar';
import { filterQuery, parseCaseFilter } from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// The filters are read from searchParams on the server, so the page renders per request (dynamic) and the
// filter bar is plain links: the filtered list is in the HTML, works without JavaScript, and a reload or a
// shared link shows the same view. The cases come from an in-memory cache of content/, so a request costs
// a filter over a dozen items; the canonical URL is the unfiltered /our-work.

export async function generateMetadata({ params }: PageProps<'/[locale]/our-work'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'OurWork' });
  return pageMetadata({
    locale,
    path: '/our-work',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function OurWorkPage({ params, searchParams }: PageProps<'/[locale]/our-work'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'OurWork' });
  const query = await searchParams;
  const state = parseCaseFilter({ type: query.type, tag: query.tag });
  const cases = getCases(locale, { type: state.type, tags: state.tags });
  const filtered = Boolean(state.type) || state.tags.length > 0;

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{t('intro')}</p>

      <div className="mt-10">
        <FilterBar state={state} />
      </div>

      <p className="mt-8 text-sm font-medium text-ink-muted" role="status" data-testid="case-count">
        {t('resultCount', { count: cases.length })}
      </p>

      {cases.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="case-list">
          {cases.map((item, index) => (
            <li key={item.slug}>
              <CaseCard item={item} priority={index < 3} /* the first row (lg:grid-cols-3) */ />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center"
          data-testid="no-match"
        >
          <h2 className="text-xl font-bold">{t('noMatchTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('noMatchBody')}</p>
          {filtered ? (
            <Link
              href={{ pathname: '/our-work', query: filterQuery({ tags: [] }) }}
              className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {t('clearFilters')}
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
