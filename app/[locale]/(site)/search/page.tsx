import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchResultList, SearchTabs } from '@/components/search/results';
import { SearchForm } from '@/components/search/search-form';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { search, tokenizeQuery, type SearchTab } from '@/lib/search';
import { readQuery, readTab } from '@/lib/search/params';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// /search?q=...&tab=blog|work, rendered on the server from the URL, so a link or a reload reproduces the
// view and the form works without JavaScript. The index is the one built at build time (.search-index/).
// Without a tab, the Blog tab is shown, or Work when only cases match.

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    ...pageMetadata({ locale, path: '/search', title: t('metaTitle'), description: t('metaDescription') }),
    // Result pages are not worth indexing; their links are followed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const raw = await searchParams;
  const query = readQuery(raw.q);
  const requestedTab = readTab(raw.tab);

  const all = query ? search(locale, query) : null;
  const tab: SearchTab =
    requestedTab ?? (all && all.counts.blog === 0 && all.counts.work > 0 ? 'work' : 'blog');
  const items = all ? all.items.filter((item) => item.type === tab) : [];
  const nothing = all !== null && all.counts.blog + all.counts.work === 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <div className="mt-8">
        <SearchForm locale={locale} query={query} tab={requestedTab} />
      </div>

      {all === null ? (
        <p className="mt-8 text-ink-muted">{t('prompt')}</p>
      ) : nothing ? (
        <div
          role="status"
          className="mt-10 rounded-2xl border border-dashed border-slate-300 p-8 text-center"
          data-testid="no-results"
        >
          <h2 className="text-xl font-bold">{t('noResultsTitle', { query })}</h2>
          <p className="mt-2 text-ink-muted">{t('noResultsBody')}</p>
          <p className="mt-6 flex flex-wrap justify-center gap-4">
            <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
              {t('browseBlog')}
            </Link>
            <Link href="/our-work" className="font-semibold text-brand-700 hover:underline">
              {t('browseWork')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-10">
          <SearchTabs query={query} current={tab} counts={all.counts} />
          <p role="status" className="mt-6 text-sm font-medium text-ink-muted" data-testid="result-count">
            {t('resultCount', { count: items.length, query })}
          </p>
          <div className="mt-4">
            <SearchResultList items={items} terms={tokenizeQuery(query, locale)} />
          </div>
        </div>
      )}
    </div>
  );
}
