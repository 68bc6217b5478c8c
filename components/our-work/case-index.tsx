import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CaseSummary } from '@/lib/content/load';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { CardGrid, ContentIndex } from '@/components/marketing/content-index';
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
    <ContentIndex title={t('title')} intro={t('intro')} controls={filterBar}>
      <p className="mt-8 text-sm font-medium text-ink-muted" role="status" data-testid="case-count">
        {t('resultCount', { count: cases.length })}
      </p>

      {cases.length > 0 ? (
        <CardGrid
          items={cases}
          testId="case-list"
          card={(item, priority) => <CaseCard item={item} priority={priority} />}
        />
      ) : (
        <EmptyState
          title={t('noMatchTitle')}
          body={t('noMatchBody')}
          className="mt-6 p-10"
          data-testid="no-match"
        >
          <Link
            href="/our-work"
            className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('clearFilters')}
          </Link>
        </EmptyState>
      )}
    </ContentIndex>
  );
}
