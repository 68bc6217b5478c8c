import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CaseIndex, ourWorkMetadata } from '@/components/our-work/case-index';
import { FilterBar } from '@/components/our-work/filter-bar';
import { getCases } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';

// Every case. The filtered views (`?type=…&tag=…`) are generated under ./query_view and reached through proxy.ts.

export async function generateMetadata({ params }: PageProps<'/[locale]/our-work'>): Promise<Metadata> {
  return ourWorkMetadata((await params).locale as Locale);
}

export default async function OurWorkPage({ params }: PageProps<'/[locale]/our-work'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <CaseIndex locale={locale} cases={getCases(locale)} filterBar={<FilterBar state={{ tags: [] }} />} />
  );
}
