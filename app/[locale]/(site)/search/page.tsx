import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SearchForm } from '@/components/search/search-form';
import { BrowseLinks, RESULTS_AREA_CLASS, SearchView } from '@/components/search/search-view';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

// /search?q=...&tab=blog|work: a static shell per locale. The query is read in the browser (SearchView) and
// the results come from GET /api/search, over the index built at build time; the form is a GET form, so the
// view lives in the URL and a link or a reload reproduces it. Without JavaScript the shell says so and
// offers the blog and our work.

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    ...pageMetadata({ locale, path: '/search', title: t('metaTitle'), description: t('metaDescription') }),
    // Result pages are not worth indexing; their links are followed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: PageProps<'/[locale]/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <Phrases text={t('title')} />
      </h1>
      <div className="mt-8">
        <ClientMessages namespaces={['Search']}>
          <Suspense
            fallback={
              <>
                <SearchForm locale={locale} query="" />
                <div className={RESULTS_AREA_CLASS}>
                  <noscript>
                    <p className="text-ink-muted">{t('noScript')}</p>
                    <BrowseLinks />
                  </noscript>
                </div>
              </>
            }
          >
            <SearchView locale={locale} />
          </Suspense>
        </ClientMessages>
      </div>
    </div>
  );
}
