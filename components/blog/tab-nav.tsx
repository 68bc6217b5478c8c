import { useTranslations } from 'next-intl';
import { LinkChoices, TAB_LOOK } from '@/components/ui/link-choices';
import { BLOG_TABS, tabQuery, type BlogTab } from './tabs';

/**
 * The blog's category tabs as a nav of links (not an ARIA tablist): each tab is the URL of its view
 * (`/blog?tab=insights`), works without JavaScript and survives a reload; the current one has aria-current.
 */
export function BlogTabNav({ current }: { current: BlogTab }) {
  const t = useTranslations('Blog');
  return (
    <nav aria-label={t('tabsLabel')}>
      <LinkChoices
        className="flex flex-wrap gap-2 border-b border-slate-200"
        look={{ ...TAB_LOOK, base: `${TAB_LOOK.base} transition` }}
        scroll={false}
        choices={BLOG_TABS.map((tab) => ({
          key: tab,
          href: { pathname: '/blog', query: tabQuery(tab) },
          label: t(`tabs.${tab}`),
          current: tab === current,
        }))}
      />
    </nav>
  );
}
