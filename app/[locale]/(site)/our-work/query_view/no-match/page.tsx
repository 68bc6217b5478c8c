import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CaseIndex, ourWorkMetadata } from '@/components/our-work/case-index';
import { FilterBar } from '@/components/our-work/filter-bar';
import { FilterBarFromUrl } from '@/components/our-work/filter-bar-from-url';
import type { Locale } from '@/lib/i18n/locales';

// Every `/our-work?type=…&tag=…` that no case matches, one static page per locale (proxy.ts rewrites those
// here). Its filter bar reads the state from the URL in the browser; the HTML carries the unfiltered bar.

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/our-work/query_view/no-match'>): Promise<Metadata> {
  return ourWorkMetadata((await params).locale as Locale);
}

export default async function NoMatchPage({ params }: PageProps<'/[locale]/our-work/query_view/no-match'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const unfiltered = <FilterBar state={{ tags: [] }} />;
  return (
    <CaseIndex
      locale={locale}
      cases={[]}
      filterBar={
        <ClientMessages namespaces={['OurWork']}>
          <Suspense fallback={unfiltered}>
            <FilterBarFromUrl />
          </Suspense>
        </ClientMessages>
      }
    />
  );
}
