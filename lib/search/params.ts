import { isSearchTab, type SearchTab } from './engine';

// The search view lives in the URL (DESIGN §2): `/search?q=...&tab=blog|work`. The page and GET /api/search
// read it through these helpers, so a link reproduces the view.

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

/** Query string of a search view, for links: q first, then the tab when one is chosen. */
export function searchHref(
  query: string,
  tab?: SearchTab,
): { pathname: '/search'; query: Record<string, string> } {
  return { pathname: '/search', query: { ...(query ? { q: query } : {}), ...(tab ? { tab } : {}) } };
}
