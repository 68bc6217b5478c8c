import type { Locale } from '@/lib/i18n/locales';

// Views that live in the query string (`/blog?tab=insights`, `/our-work?type=…&tag=…`,
// `/privacy?version=cn`) but are served from output generated at build time: the proxy rewrites the request
// to the route generated for that view, `<page>/query_view/<view>`, and the visitor's URL keeps the query form.
// Each page registers one QueryView (proxy.ts lists them) and keeps its generated routes in its app folder
// `query_view`. This module knows none of the pages, and has no server imports: the language menu reads
// publicPath().

/** The URL segment of generated views. No page, post or case path has it (slugs are `a-z0-9-`, no `_`). */
export const VIEW_SEGMENT = 'query_view';

export interface QueryViewRequest {
  locale: Locale;
  search: URLSearchParams;
  /** Host name the request arrived on (port stripped). */
  hostname: string;
  /** The configured production hosts (SITE_HOST_COM, SITE_HOST_CN). */
  hosts: { com: string; cn: string };
}

export interface QueryView {
  /** The public page, locale-free: `/blog`. */
  page: string;
  /**
   * The generated view the request asks for, below `<page>/query_view/` (`insights`, `interactive/casual`), or
   * null for the page's own view, served as it is.
   */
  resolve(request: QueryViewRequest): string | null;
}

/** The path of a page's generated view: `/blog/query_view/insights`. */
export function viewPath(page: string, view: string): string {
  return `${page}/${VIEW_SEGMENT}/${view}`;
}

/** The public page a path shows: its page for a generated view's path, the path itself otherwise. */
export function publicPath(pathname: string): string {
  const segments = pathname.split('/');
  const at = segments.indexOf(VIEW_SEGMENT);
  return at < 0 ? pathname : segments.slice(0, at).join('/') || '/';
}

export type ViewDecision = { rewrite: string } | { hidden: true } | null;

/**
 * What a page path asks of the registered views: a rewrite to a generated view, `hidden` for a direct
 * request of a generated view's own path (answered with the 404 page: the view's address is its query
 * form), or null (nothing to do).
 */
export function resolveQueryView(
  views: readonly QueryView[],
  path: string,
  request: QueryViewRequest,
): ViewDecision {
  if (publicPath(path) !== path) return { hidden: true };
  const view = views.find((candidate) => candidate.page === path)?.resolve(request);
  return view ? { rewrite: viewPath(path, view) } : null;
}
