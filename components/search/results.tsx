import { useTranslations } from 'next-intl';
import { LinkChoices, TAB_LOOK } from '@/components/ui/link-choices';
import { Link } from '@/lib/i18n/navigation';
import type { SearchItem } from '@/lib/search';
import { resultPath, searchHref, type SearchTab } from '@/lib/search/params';
import { highlightParts } from './highlight';

/** Blog and Work tabs as links with their counts; the shown one has aria-current. */
export function SearchTabs({
  query,
  current,
  counts,
}: {
  query: string;
  current: SearchTab;
  counts: Record<SearchTab, number>;
}) {
  const t = useTranslations('Search');
  return (
    <nav aria-label={t('tabsLabel')}>
      <LinkChoices
        className="flex gap-2 border-b border-slate-200"
        look={TAB_LOOK}
        choices={(['blog', 'work'] as const).map((tab) => ({
          key: tab,
          href: searchHref(query, tab),
          label: t(tab === 'blog' ? 'tabBlog' : 'tabWork', { count: counts[tab] }),
          current: tab === current,
          data: { 'data-testid': `search-tab-${tab}` },
        }))}
      />
    </nav>
  );
}

/** The results of one tab: type, title (link), and the excerpt with the query words in <mark>. */
export function SearchResultList({
  items,
  terms,
}: {
  /** Results as GET /api/search answers them (the link is built from type and id, in this locale). */
  items: readonly Omit<SearchItem, 'url'>[];
  terms: readonly string[];
}) {
  const t = useTranslations('Search');
  return (
    <ol className="flex flex-col gap-6" data-testid="search-results">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="border-b border-slate-200 pb-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {item.type === 'blog' ? t('typeBlog') : t('typeWork')}
          </p>
          <h2 className="mt-1 text-lg font-bold">
            <Link href={resultPath(item.type, item.id)} className="hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h2>
          <p className="mt-2 text-sm text-ink">
            {highlightParts(item.excerpt, terms).map((part, index) =>
              part.match ? (
                <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-ink">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
