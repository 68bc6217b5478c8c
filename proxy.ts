import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { blogTabView } from '@/components/blog/tabs';
import { privacyVersionView } from '@/components/legal/privacy-view';
import { caseFilterView } from '@/components/our-work/filter-view';
import { siteHosts } from '@/lib/config';
import { LOCALE_COOKIE, localizedPath } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { decideRoute } from '@/lib/proxy/rules';

const handleI18nRouting = createMiddleware(routing);

/** Pages whose query-string views are served from generated routes (lib/proxy/views.ts). */
const queryViews = [blogTabView, caseFilterView, privacyVersionView];

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
  const decision = decideRoute({
    pathname,
    search,
    hostname: (request.headers.get('host') ?? '').replace(/:\d+$/, ''),
    storedLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    hosts: siteHosts(),
    views: queryViews,
  });

  if (decision.kind === 'redirect') {
    // Next requires an absolute URL here and turns a same-origin one back into a relative Location,
    // so a redirect inside the site never carries the request's Host (decideRoute builds the path).
    const target = decision.location.startsWith('/')
      ? new URL(decision.location, request.nextUrl.origin)
      : new URL(decision.location);
    const response = NextResponse.redirect(target, decision.status);
    if (decision.varyCookie) {
      response.headers.set('Vary', 'Cookie');
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  }
  if (decision.kind === 'passthrough') return NextResponse.next();
  if (decision.rewrite) {
    // next-intl routes the generated view's path as it would the page's own: same locale, same query. It
    // reads only the URL, headers and cookies; the request Next serves keeps its own body.
    const url = new URL(request.nextUrl);
    url.pathname = localizedPath(decision.locale, decision.rewrite);
    return handleI18nRouting(new NextRequest(url, { method: request.method, headers: request.headers }));
  }
  return handleI18nRouting(request);
}

export const config = {
  matcher: [
    // Every path but the build's own static assets and the site's own public files (public/ and the metadata
    // routes), on any host: the slash and /nl/ rules apply to every other path.
    '/((?!_next/static|_next/image|favicon\\.ico$|icon\\.svg$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|images/|guides/|og/).*)',
    // On an upload host (its first label a 26-character upload id, lib/schemas/review-options.ts) every path
    // but the build's assets: an upload's files have dots and may be named like the site's own.
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'host', value: '[a-z2-7]{26}\\..+' }] },
  ],
};
