import { useTranslations } from 'next-intl';
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
  const tabs: { tab: SearchTab; label: string }[] = [
    { tab: 'blog', label: t('tabBlog', { count: counts.blog }) },
    { tab: 'work', label: t('tabWork', { count: counts.work }) },
  ];
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex gap-2 border-b border-slate-200">
        {tabs.map(({ tab, label }) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={searchHref(query, tab)}
                aria-current={active ? 'page' : undefined}
                data-testid={`search-tab-${tab}`}
                className={`-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
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
