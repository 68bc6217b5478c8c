import type { Locale } from '@/lib/i18n/locales';

// Views that live in the query string (DESIGN §2: `/blog?tab=insights`, `/our-work?type=…&tag=…`,
// `/privacy?version=cn`) but are served from generated output: the proxy rewrites the request to a route
// generated for that view, and the visitor's URL keeps the query form. Each page registers one QueryView
// (proxy.ts lists them); this module knows none of them.

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
   * Locale-free prefix of the generated routes that hold the page's other views (`/blog/tab`). Those routes
   * answer only through the rewrite: a request for them by their own path gets the 404 page.
   */
  internal: string;
  /** The generated route of the requested view, or null for the page's own view (served as it is). */
  resolve(request: QueryViewRequest): string | null;
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export type ViewDecision = { rewrite: string } | { hidden: true } | null;

/**
 * What a page path asks of the registered views: a rewrite to a generated view, `hidden` for a direct
 * request of a generated route, or null (nothing to do).
 */
export function resolveQueryView(
  views: readonly QueryView[],
  path: string,
  request: QueryViewRequest,
): ViewDecision {
  for (const view of views) {
    if (within(path, view.internal)) return { hidden: true };
    if (path === view.page) {
      const rewrite = view.resolve(request);
      return rewrite === null ? null : { rewrite };
    }
  }
  return null;
}
