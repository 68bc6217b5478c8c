'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { RETRY_PANEL, RetryAlert } from '@/components/ui/retry-alert';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { readQuery, readTab, shownTab, type SearchTab } from '@/lib/search/params';
import { tokenizeQuery } from '@/lib/search/tokenize';
import { SearchResultList, SearchTabs } from './results';
import { SearchForm } from './search-form';
import { type SearchAnswer, useSearchResults } from './use-search-results';

// The search page's view of `?q=…&tab=…`: the page is one static shell per locale, and this reads the URL in
// the browser and shows the results GET /api/search answers, so a link or a reload reproduces the view.
// Without a tab, the Blog tab is shown, or Work when only cases match.

/** Space under the form that results fill: the footer stays put while they load (no layout shift). */
export const RESULTS_AREA_CLASS = 'mt-8 min-h-[60vh]';

export function SearchView({ locale }: { locale: Locale }) {
  const t = useTranslations('Search');
  const params = useSearchParams();
  const query = readQuery(params.get('q'));
  const requestedTab = readTab(params.get('tab'));
  const [state, retry] = useSearchResults(locale, query);

  return (
    <>
      <SearchForm key={`${query}\n${requestedTab}`} locale={locale} query={query} tab={requestedTab} />
      <div className={RESULTS_AREA_CLASS}>
        {state.status === 'idle' ? (
          <p className="text-ink-muted">{t('prompt')}</p>
        ) : state.status === 'loading' ? (
          <p role="status" className="text-ink-muted" data-testid="search-loading">
            {t('searching')}
          </p>
        ) : state.status === 'failed' ? (
          <RetryAlert
            look={RETRY_PANEL}
            message={t(state.reason === 'rateLimited' ? 'rateLimited' : 'failed')}
            retryLabel={t('retry')}
            onRetry={retry}
            data-testid="search-failed"
          />
        ) : state.answer.counts.blog + state.answer.counts.work === 0 ? (
          <EmptyState
            role="status"
            title={t('noResultsTitle', { query })}
            body={t('noResultsBody')}
            className="mt-2 p-8"
            data-testid="no-results"
          >
            <BrowseLinks />
          </EmptyState>
        ) : (
          <Results
            query={query}
            locale={locale}
            tab={shownTab(requestedTab, state.answer.counts)}
            answer={state.answer}
          />
        )}
      </div>
    </>
  );
}

function Results({
  query,
  locale,
  tab,
  answer,
}: {
  query: string;
  locale: Locale;
  tab: SearchTab;
  answer: SearchAnswer;
}) {
  const t = useTranslations('Search');
  const items = answer.items.filter((item) => item.type === tab);
  return (
    <div className="mt-2">
      <SearchTabs query={query} current={tab} counts={answer.counts} />
      <p role="status" className="mt-6 text-sm font-medium text-ink-muted" data-testid="result-count">
        {t('resultCount', { count: items.length, query })}
      </p>
      <div className="mt-4">
        <SearchResultList items={items} terms={tokenizeQuery(query, locale)} />
      </div>
    </div>
  );
}

/** Links to the blog and our work, for a search that found nothing or cannot run. */
export function BrowseLinks() {
  const t = useTranslations('Search');
  return (
    <p className="mt-6 flex flex-wrap justify-center gap-4">
      <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
        {t('browseBlog')}
      </Link>
      <Link href="/our-work" className="font-semibold text-brand-700 hover:underline">
        {t('browseWork')}
      </Link>
    </p>
  );
}
