import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CaseIndex, ourWorkMetadata } from '@/components/our-work/case-index';
import { FilterBar } from '@/components/our-work/filter-bar';
import { parseCaseFilter } from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';

// Every `/our-work?…&tag=…&tag=…` with several tags of one facet (two genres, say) that some case matches:
// thousands of states, each the union of generated ones, so this view is rendered per request from the query
// (proxy.ts rewrites those here, the query kept; components/our-work/filter-view.ts).

type Props = PageProps<'/[locale]/our-work/query_view/any-of'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ourWorkMetadata((await params).locale as Locale);
}

export default async function AnyOfTagsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const state = parseCaseFilter({ type: query.type, tag: query.tag });
  return (
    <CaseIndex locale={locale} cases={getCases(locale, state)} filterBar={<FilterBar state={state} />} />
  );
}
