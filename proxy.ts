import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { playableOrigins, siteHosts } from '@/lib/config';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { decideRoute } from '@/lib/proxy/rules';

const handleI18nRouting = createMiddleware(routing);

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
  const { pathname, search } = request.nextUrl;
  const origins = playableOrigins();
  const decision = decideRoute({
    pathname,
    search,
    hostname: (request.headers.get('host') ?? '').replace(/:\d+$/, ''),
    storedLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    hosts: siteHosts(),
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
  const response = handleI18nRouting(request);
  return decision.varyCookie ? markCookieDependent(response) : response;
}

export const config = {
  // Everything but the build's own static assets: the slash and /nl/ rules apply to every other path, and
  // every path of an upload host (its files' names contain dots) must reach the rewrite above.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
