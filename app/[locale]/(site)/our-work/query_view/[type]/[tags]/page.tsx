import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CaseIndex, ourWorkMetadata } from '@/components/our-work/case-index';
import { FilterBar } from '@/components/our-work/filter-bar';
import { filterSegments, parseFilterSegments, prerenderedStates } from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';

// `/our-work?type=…&tag=…` for every state with one tag of each facet at most that some case matches,
// generated at build time. proxy.ts rewrites the query form here (components/our-work/filter-view.ts) and
// answers this path itself with the 404 page. Several tags of one facet are ../any-of.

export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return prerenderedStates(getCases(params.locale as Locale)).map(filterSegments);
}

type Props = PageProps<'/[locale]/our-work/query_view/[type]/[tags]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ourWorkMetadata((await params).locale as Locale);
}

export default async function FilteredCasesPage({ params }: Props) {
  const { locale, type, tags } = await params;
  setRequestLocale(locale as Locale);
  const state = parseFilterSegments(type, tags);
  if (!state) notFound();
  return (
    <CaseIndex
      locale={locale as Locale}
      cases={getCases(locale as Locale, state)}
      filterBar={<FilterBar state={state} />}
    />
  );
}
