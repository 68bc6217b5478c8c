import {
  type Locale,
  defaultLocale,
  localizedPath,
  parseLocale,
  splitLocalePrefix,
} from '@/lib/i18n/locales';
import { isCnHost } from '@/lib/hosts';
import { type OriginPattern, uploadHostLabel } from '@/lib/playable/origin';
import { pageRoutes } from '@/lib/routes';
import { type QueryView, resolveQueryView } from './views';

// The route rules and the locale resolution (docs/PRODUCT.md, Route rules and Languages), as one pure
// function so every rule is unit-tested and proxy.ts stays a thin adapter. Redirects inside the site are
// relative paths built by safePath(); the only absolute target is the configured .com host. Nothing here
// reads Host for a target.

/** The internal route (app/upload-host) that answers every request to an upload host. */
export const UPLOAD_HOST_PREFIX = '/upload-host';

// `varyCookie`: the answer depends on the stored-locale cookie (another cookie would get another answer), so
// it must say `Vary: Cookie` and stay out of shared caches (docs/DEPLOY.md, "Caching").
export type RouteDecision =
  /** An upload host: rewrite to the upload-host route, nothing else runs (`path` is that route's path). */
  | { kind: 'upload'; path: string }
  | { kind: 'redirect'; location: string; status: 301 | 307; varyCookie?: boolean }
  /** A page: next-intl's locale routing, to `rewrite` (locale-free) instead of the path when it is set. */
  | { kind: 'continue'; locale: Locale; rewrite?: string; varyCookie?: true }
  /** Files and API routes: no locale rules, only the slash rules above them. */
  | { kind: 'passthrough' };

export type RouteInput = {
  pathname: string;
  search: string;
  /** Hostname the request arrived on (port stripped); only compared with the configured cn host. */
  hostname: string;
  storedLocale?: string;
  hosts: { com: string; cn: string };
  /** Pages whose query-string views are served from generated routes (lib/proxy/views.ts). */
  views?: readonly QueryView[];
  /** The player origin patterns (PLAYABLE_ORIGIN, PLAYABLE_ORIGIN_CN): their hosts are upload hosts. */
  players?: readonly OriginPattern[];
};

/** A path no page answers: the locale's 404 page renders for it (a dynamic single segment, not generated). */
export const NOT_FOUND_PATH = '/not-found';

/** A site-relative path that a browser cannot read as another host: one leading slash, no backslashes. */
export function safePath(path: string): string {
  const cleaned = path.replace(/\\/g, '/').replace(/^[/\s]+/, '');
  return `/${cleaned}`;
}

function isPassthrough(pathname: string): boolean {
  if (/^\/(api|_next)(\/|$)/.test(pathname)) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** Maps a legacy page name (what followed /nl/ on the old site) to the current locale-free path. */
const legacyNames: Record<string, string> = {
  '': '/',
  index: '/',
  home: '/',
  ourwork: '/our-work',
  playableads: '/product/playable-ads',
  'playable-ads': '/product/playable-ads',
  videoads: '/product/video-ads',
  'video-ads': '/product/video-ads',
  'ad-automation': '/product/ad-automation',
  automaticads: '/product/ad-automation',
};

export function legacyTarget(rest: string): string | undefined {
  const [first = '', ...more] = rest.replace(/^\/+|\/+$/g, '').split('/');
  const mapped = legacyNames[first.toLowerCase()];
  if (mapped !== undefined) return more.length === 0 ? mapped : undefined;
  const path = `/${[first, ...more].join('/')}`;
  if ((pageRoutes as readonly string[]).includes(path)) return path;
  if (first === 'blog' && more.length === 1 && /^[a-z0-9-]+$/.test(more[0]!)) return path;
  if (first === 'our-work' && more.length === 1 && /^[a-z0-9-]+$/.test(more[0]!)) return path;
  return undefined;
}

export function decideRoute({
  pathname,
  search,
  hostname,
  storedLocale,
  hosts,
  views = [],
  players = [],
}: RouteInput): RouteDecision {
  // An upload host serves only its upload, before every other rule: no slash, locale, /nl/ or .cn rule.
  const label = uploadHostLabel(hostname, players);
  if (label !== null)
    return { kind: 'upload', path: `${UPLOAD_HOST_PREFIX}/${encodeURIComponent(label)}${pathname}` };

  const redirect = (path: string, status: 301 | 307 = 301, varyCookie = false): RouteDecision => ({
    kind: 'redirect',
    location: safePath(path) + search,
    status,
    varyCookie,
  });

  // Paths that start with several slashes or a backslash are never echoed back as they are.
  if (/^\/[/\\]/.test(pathname) || pathname.includes('\\')) return redirect(pathname.replace(/\/+$/, ''));

  // A trailing slash (not on the root) → 301 without it.
  if (pathname.length > 1 && pathname.endsWith('/')) return redirect(pathname.replace(/\/+$/, ''));

  if (isPassthrough(pathname)) return { kind: 'passthrough' };

  // The old site's /nl/ pages live under /next; /next/<prefix?>/nl/<page> names a current page.
  if (pathname.startsWith('/next/')) {
    const legacy = /^\/next(\/(?:cn|jp|kr|en))?\/nl(\/.*)?$/.exec(pathname);
    if (legacy) {
      const locale = parseLocale(legacy[1]?.slice(1)) ?? defaultLocale;
      const target = legacyTarget(legacy[2] ?? '/');
      if (target) return redirect(localizedPath(locale, target));
    }
    // Anything else under /next is an unknown page: the 404 of the default locale.
    return { kind: 'continue', locale: defaultLocale };
  }
  if (pathname.includes('/nl/') || pathname.endsWith('/nl')) return redirect(`/next${pathname}`);

  const { locale: prefixed, rest, explicitDefault } = splitLocalePrefix(pathname);
  // The default language's own prefix → the unprefixed path.
  if (explicitDefault) return redirect(rest);

  const cnHost = isCnHost(hostname, hosts.cn);
  const stored = parseLocale(storedLocale);

  // Review pages: the lang query value overrides the URL prefix and the stored locale. The redirect goes
  // only where the URL's own prefix is not lang's, so the target (which keeps ?lang) is never redirected
  // again, whatever the cookie says.
  const isReview = rest === '/review' || rest.startsWith('/review/');
  const lang = isReview ? parseLocale(new URLSearchParams(search).get('lang')) : undefined;
  if (lang && lang !== (prefixed ?? defaultLocale)) return redirect(localizedPath(lang, rest), 307);

  const locale: Locale = lang ?? prefixed ?? stored ?? (cnHost ? 'zh-CN' : defaultLocale);

  // On a .cn host, a non-cn locale belongs to the .com site.
  if (cnHost && locale !== 'zh-CN') {
    return {
      kind: 'redirect',
      location: `https://${hosts.com}${safePath(localizedPath(locale, rest))}${search}`,
      status: 307,
      varyCookie: !prefixed,
    };
  }

  // An unprefixed path whose resolved locale is not English → that locale's prefixed path.
  if (!prefixed && locale !== defaultLocale) return redirect(localizedPath(locale, rest), 307, true);

  // An unprefixed page read the cookie: with another stored locale it would have been a redirect.
  const decision: RouteDecision & { kind: 'continue' } =
    !prefixed && !lang ? { kind: 'continue', locale, varyCookie: true } : { kind: 'continue', locale };

  // A view kept in the query string is served from the route generated for it.
  const query = new URLSearchParams(search);
  const view = resolveQueryView(views, rest, { locale, search: query, hostname, hosts });
  if (view) decision.rewrite = 'hidden' in view ? NOT_FOUND_PATH : view.rewrite;
  return decision;
}
