// The search view lives in the URL: `/search?q=...&tab=blog|work`. The page (in the browser) and
// GET /api/search read it through these helpers, so a link reproduces the view. No server imports: the
// search page's client component uses this module.

export const SEARCH_TABS = ['blog', 'work'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export function isSearchTab(value: string): value is SearchTab {
  return (SEARCH_TABS as readonly string[]).includes(value);
}

/** Longest query kept; the engine ignores anything past its own limit anyway. */
export const MAX_QUERY_CHARS = 200;

type RawParam = string | string[] | undefined | null;

function first(value: RawParam): string | undefined {
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

/** The query text, trimmed and bounded; '' when absent. */
export function readQuery(value: RawParam): string {
  return (first(value) ?? '').trim().slice(0, MAX_QUERY_CHARS);
}

/** The tab when it is a known one; undefined (both tabs) otherwise. */
export function readTab(value: RawParam): SearchTab | undefined {
  const tab = first(value);
  return tab && isSearchTab(tab) ? tab : undefined;
}

/** The tab a result page shows: the requested one, else Blog, or Work when only cases match. */
export function shownTab(requested: SearchTab | undefined, counts: Record<SearchTab, number>): SearchTab {
  return requested ?? (counts.blog === 0 && counts.work > 0 ? 'work' : 'blog');
}

const RESULT_PREFIX: Record<SearchTab, string> = { blog: '/blog/', work: '/our-work/' };

/** The locale-free path of a result: /blog/<slug> or /our-work/<slug>. */
export function resultPath(type: SearchTab, slug: string): string {
  return `${RESULT_PREFIX[type]}${slug}`;
}

/** Query string of a search view, for links: q first, then the tab when one is chosen. */
export function searchHref(
  query: string,
  tab?: SearchTab,
): { pathname: '/search'; query: Record<string, string> } {
  return { pathname: '/search', query: { ...(query ? { q: query } : {}), ...(tab ? { tab } : {}) } };
}
