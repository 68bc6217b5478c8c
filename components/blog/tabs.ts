import { BLOG_CATEGORIES, type BlogCategory } from '@/lib/content/schema';
import type { QueryView } from '@/lib/proxy/views';

// The blog tab in the URL: `/blog?tab=insights`. No tab, or an unknown one, is All Content.
// Each category's list is generated at build time (app/[locale]/(site)/blog/query_view/[tab]) and the proxy
// rewrites `?tab=` to it, so every tab is a static page while the visitor's URL keeps the query.

export const BLOG_TABS = ['all', ...BLOG_CATEGORIES] as const;
export type BlogTab = (typeof BLOG_TABS)[number];

export function parseBlogTab(value: string | string[] | undefined): BlogTab {
  const tab = Array.isArray(value) ? value[0] : value;
  return tab && (BLOG_CATEGORIES as readonly string[]).includes(tab) ? (tab as BlogCategory) : 'all';
}

/** The query of a tab's link: none for All Content, so `/blog` stays the canonical address. */
export function tabQuery(tab: BlogTab): Record<string, string> {
  return tab === 'all' ? {} : { tab };
}

export function filterByTab<T extends { category: BlogCategory }>(posts: readonly T[], tab: BlogTab): T[] {
  return tab === 'all' ? [...posts] : posts.filter((post) => post.category === tab);
}

/** The blog's registration with the proxy: `/blog?tab=insights` is served from `/blog/query_view/insights`. */
export const blogTabView: QueryView = {
  page: '/blog',
  resolve({ search }) {
    const tab = parseBlogTab(search.get('tab') ?? undefined);
    return tab === 'all' ? null : tab;
  },
};
