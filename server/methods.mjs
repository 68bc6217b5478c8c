// @ts-check
// Which methods a path serves, and the answer to a method it does not serve: 405 with `Allow` (RFC 9110
// §15.5.6). Next answers such requests itself in ways an operator cannot use: a route handler's 405 has no
// `Allow`, a page renders for PUT or DELETE, a public file answers 500, TRACE is a 500 everywhere.
//
// The truth about each route handler stays in the route file: Next answers OPTIONS on a route handler with
// 204 and the `Allow` of the methods the file exports (documented behaviour of Route Handlers), so the server
// asks it once per route and remembers. Everything else (pages, public files, build assets) serves GET and
// HEAD, and POST too when the build has Server Actions.

/** Every method some resource of the site may serve; what a request target that is not a path may get. */
export const SITE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST'];
const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * @typedef {{ segments: string[] }} RoutePattern  A route handler's path, e.g. `/api/review/report/[id]`.
 * @typedef {{ action: 'pass' }
 *   | { action: 'answer', status: 204 | 405, allow: string[] }} MethodDecision
 */

/**
 * The route handlers' URL patterns from the build's `app-path-routes-manifest.json`
 * (`{"/api/contact/route": "/api/contact", "/[locale]/page": "/[locale]", ...}`).
 * @param {Record<string, string>} manifest
 * @returns {string[]}
 */
export function routeHandlerPaths(manifest) {
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith('/route'))
    .map(([, path]) => path);
}

/**
 * The route handler pattern a path's segments match, or null (a page, a file or nothing).
 * `[x]` matches one segment, `[...x]` one or more, `[[...x]]` zero or more.
 * @param {string[]} segments decoded path segments
 * @param {readonly string[]} patterns
 * @returns {string | null}
 */
export function matchRouteHandler(segments, patterns) {
  for (const pattern of patterns) {
    if (matches(segments, pattern.split('/').filter(Boolean))) return pattern;
  }
  return null;
}

/**
 * @param {string[]} segments
 * @param {string[]} parts
 */
function matches(segments, parts) {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.startsWith('[[...')) return i === parts.length - 1;
    if (part.startsWith('[...')) return i === parts.length - 1 && segments.length > i;
    if (i >= segments.length) return false;
    if (part.startsWith('[')) continue;
    if (part !== segments[i]) return false;
  }
  return segments.length === parts.length;
}

/**
 * A concrete path that a pattern matches, for asking the route handler its methods.
 * @param {string} pattern
 */
export function samplePath(pattern) {
  const path = pattern
    .split('/')
    .filter((part) => part && !part.startsWith('[[...'))
    .map((part) => (part.startsWith('[') ? 'x' : part))
    .join('/');
  return `/${path}`;
}

/**
 * The methods of an `Allow` header, upper case, sorted; null when there is none.
 * @param {string | string[] | undefined | null} header
 * @returns {string[] | null}
 */
export function parseAllow(header) {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const methods = value
    .split(',')
    .map((method) => method.trim().toUpperCase())
    .filter(Boolean);
  return methods.length > 0 ? [...new Set(methods)].sort() : null;
}

/**
 * The methods a page, a public file or a build asset serves.
 * @param {boolean} hasServerActions whether the build has Server Actions (posted to pages)
 */
export function pageMethods(hasServerActions) {
  return hasServerActions ? [...PAGE_METHODS, 'POST'].sort() : [...PAGE_METHODS].sort();
}

/**
 * What to do with a request's method, given what its target serves (`allow`; null = unknown, let Next decide).
 * OPTIONS on a page or file is answered here (Next answers it 400); on a route handler, Next answers it.
 * @param {string} method
 * @param {readonly string[] | null} allow
 * @param {boolean} routeHandler
 * @returns {MethodDecision}
 */
export function decideMethod(method, allow, routeHandler) {
  if (allow === null) return { action: 'pass' };
  if (method === 'OPTIONS' && !routeHandler) return { action: 'answer', status: 204, allow: [...allow] };
  if (allow.includes(method)) return { action: 'pass' };
  return { action: 'answer', status: 405, allow: [...allow] };
}
