import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CaseSummary } from '@/lib/content/load';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';
import { CaseCard } from './case-card';

// The our-work list under its filter bar, the same for every generated view: /our-work (no filter), each
// state some case matches (./filter/[type]/[tags]) and the no-match view. The filter bar is plain links, so
// filtering works without JavaScript, can be bookmarked and survives a reload; the canonical URL of every
// view is the unfiltered /our-work.

export async function ourWorkMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'OurWork' });
  return pageMetadata({
    locale,
    path: '/our-work',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export async function CaseIndex({
  locale,
  cases,
  filterBar,
}: {
  locale: Locale;
  /** The cases of the view; none shows the no-match state with a way back to every case. */
  cases: readonly CaseSummary[];
  filterBar: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'OurWork' });
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{t('intro')}</p>

      <div className="mt-10">{filterBar}</div>

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
          <Link
            href="/our-work"
            className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('clearFilters')}
          </Link>
        </div>
      )}
    </div>
  );
}
