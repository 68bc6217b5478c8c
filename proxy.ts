import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { blogTabView } from '@/components/blog/tabs';
import { privacyVersionView } from '@/components/legal/privacy-view';
import { caseFilterView } from '@/components/our-work/filter-view';
import { playableOrigins, siteHosts } from '@/lib/config';
import { type Locale, LOCALE_COOKIE, localizedPath } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { decideRoute } from '@/lib/proxy/rules';

const handleI18nRouting = createMiddleware(routing);

/** Pages whose query-string views are served from generated routes (lib/proxy/views.ts). */
const queryViews = [blogTabView, caseFilterView, privacyVersionView];

/**
 * An answer chosen by the stored-locale cookie: `Vary: Cookie` says so, and `private, no-store` keeps it out
 * of shared caches, several of which ignore `Vary: Cookie` (docs/DEPLOY.md, "Caching").
 */
function markCookieDependent(response: NextResponse): NextResponse {
  response.headers.append('Vary', 'Cookie');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

// Next 16's middleware. The rules themselves live in lib/proxy/rules.ts; this adapts them to HTTP.
export default function proxy(request: NextRequest) {
  const started = performance.now();
  const response = route(request);
  // What the proxy costs a request, and the sign that it ran at all (the site's own files skip it).
  response.headers.set('Server-Timing', `proxy;dur=${(performance.now() - started).toFixed(2)}`);
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const origins = playableOrigins();
  const decision = decideRoute({
    pathname,
    search,
    hostname: (request.headers.get('host') ?? '').replace(/:\d+$/, ''),
    storedLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    hosts: siteHosts(),
    views: queryViews,
    players: [origins.com, origins.cn],
  });

  if (decision.kind === 'upload') {
    // Everything on an upload host goes to its one route handler, which decides the answer.
    const target = request.nextUrl.clone();
    target.pathname = decision.path;
    return NextResponse.rewrite(target);
  }
  if (decision.kind === 'redirect') {
    // Next requires an absolute URL here and turns a same-origin one back into a relative Location,
    // so a redirect inside the site never carries the request's Host (decideRoute builds the path).
    const target = decision.location.startsWith('/')
      ? new URL(decision.location, request.nextUrl.origin)
      : new URL(decision.location);
    const response = NextResponse.redirect(target, decision.status);
    return decision.varyCookie ? markCookieDependent(response) : response;
  }
  if (decision.kind === 'passthrough') return NextResponse.next();
  const response = decision.rewrite
    ? // next-intl routes the generated view's path as it would the page's own: same locale, same query. It
      // reads only the URL, headers and cookies; the request Next serves keeps its own body.
      handleI18nRouting(
        new NextRequest(viewUrl(request, decision.locale, decision.rewrite), {
          method: request.method,
          headers: request.headers,
        }),
      )
    : handleI18nRouting(request);
  return decision.varyCookie ? markCookieDependent(response) : response;
}

function viewUrl(request: NextRequest, locale: Locale, rewrite: string): URL {
  const url = new URL(request.nextUrl);
  url.pathname = localizedPath(locale, rewrite);
  return url;
}

export const config = {
  matcher: [
    // Every path but the build's own static assets, the site's own public files (public/ and the metadata
    // routes) and the upload route, on any host: the slash and /nl/ rules apply to every other path. Every
    // /api/ path passes the proxy untouched, but when it runs Next first buffers the request body for it, so
    // each 5 MB upload was held twice while it was checked.
    '/((?!_next/static|_next/image|favicon\\.ico$|icon\\.svg$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|images/|guides/|og/|videos/|api/review/upload$).*)',
    // On an upload host (its first label a 26-character upload id, lib/playable/origin.ts) every path but the
    // build's assets: an upload's files have dots and may be named like the site's own.
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'host', value: '[a-z2-7]{26}\\..+' }] },
  ],
};
