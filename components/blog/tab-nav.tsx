import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { BLOG_TABS, tabQuery, type BlogTab } from './tabs';

/**
 * The blog's category tabs as a nav of links (not an ARIA tablist): each tab is the URL of its view
 * (`/blog?tab=insights`), works without JavaScript and survives a reload; the current one has aria-current.
 */
export function BlogTabNav({ current }: { current: BlogTab }) {
  const t = useTranslations('Blog');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200">
        {BLOG_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={{ pathname: '/blog', query: tabQuery(tab) }}
                aria-current={active ? 'page' : undefined}
                scroll={false}
                className={`-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
