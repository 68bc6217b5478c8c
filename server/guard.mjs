// @ts-check
import { absoluteHost, checkRequestTarget, pathSegments } from './request-target.mjs';
import { decideMethod, matchRouteHandler, samplePath, SITE_METHODS } from './methods.mjs';

// The thin guard in front of Next's request handler: it answers what the framework would answer with a 5xx
// (or wrongly) before the framework runs — a request target it cannot decode (400) and a method the target
// does not serve (405 with Allow) — and hands every other request on untouched. Site hosts are judged by the
// site's routes; an upload host (`isUploadHost`) serves files only, so it takes GET and HEAD whatever the path.

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {(pattern: string, samplePath: string) => Promise<string[] | null>} AskAllow
 *   Asks the route handler of `pattern` which methods it serves (null: it did not say).
 * @typedef {{ routePaths: readonly string[], pageAllow: readonly string[], askAllow: AskAllow,
 *   isUploadHost?: (host: string) => boolean, retryAfterFailureMs?: number }} GuardOptions
 */

/**
 * A JSON answer of the guard. No body for HEAD; the connection closes, since the request body (if any) was
 * not read.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown> | null} body
 * @param {Record<string, string>} [headers]
 */
export function answer(req, res, status, body, headers = {}) {
  const text = body === null ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...(text ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The methods each route handler serves, asked once per route and remembered; a failed question is asked
 * again after `retryAfterFailureMs` (meanwhile Next answers such requests itself).
 * @param {AskAllow} askAllow
 * @param {number} retryAfterFailureMs
 */
export function routeAllowCache(askAllow, retryAfterFailureMs) {
  /** @type {Map<string, Promise<string[] | null>>} */
  const known = new Map();
  /** @param {string} pattern */
  return function allowOf(pattern) {
    let pending = known.get(pattern);
    if (!pending) {
      pending = askAllow(pattern, samplePath(pattern)).catch(() => null);
      known.set(pattern, pending);
      void pending.then((allow) => {
        if (allow === null) setTimeout(() => known.delete(pattern), retryAfterFailureMs).unref();
      });
    }
    return pending;
  };
}

/**
 * @typedef {{
 *   handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
 *   allowForTarget: (target: string) => Promise<string[]>,
 * }} Guard
 *   `handle` answers a request the framework must not see and returns true, or returns false to hand it on;
 *   `allowForTarget` tells the methods a raw request target serves (for requests the HTTP parser refused).
 */

/** What an upload host serves, on every path (its route handler answers 404 for what it does not hold). */
export const UPLOAD_HOST_METHODS = Object.freeze(['GET', 'HEAD']);

/**
 * @param {GuardOptions} options
 * @returns {Guard}
 */
export function createGuard({
  routePaths,
  pageAllow,
  askAllow,
  isUploadHost = () => false,
  retryAfterFailureMs = 10_000,
}) {
  const allowOf = routeAllowCache(askAllow, retryAfterFailureMs);

  async function handle(/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) {
    const method = (req.method ?? '').toUpperCase();
    const target = req.url ?? '';
    if (target === '*') {
      // `OPTIONS *` asks about the server as a whole; nothing else may use this form.
      if (method === 'OPTIONS') answer(req, res, 204, null, { Allow: SITE_METHODS.join(', ') });
      else answer(req, res, 400, { error: 'bad_request_target' });
      return true;
    }
    const uploadHost = isUploadHost(absoluteHost(target) ?? req.headers.host ?? '');
    const checked = checkRequestTarget(target, { uploadHost });
    if (!checked.ok) {
      answer(req, res, 400, { error: checked.error });
      return true;
    }
    req.url = checked.url;
    if (checked.host !== undefined) req.headers.host = checked.host;

    if (uploadHost) {
      if (UPLOAD_HOST_METHODS.includes(method)) return false;
      const allow = UPLOAD_HOST_METHODS.join(', ');
      answer(req, res, 405, { error: 'method_not_allowed', allow: UPLOAD_HOST_METHODS }, { Allow: allow });
      return true;
    }
    const route = matchRouteHandler(pathSegments(checked.url), routePaths);
    // Next answers OPTIONS on a route handler with its Allow (which is how allowOf() learns it).
    if (route !== null && method === 'OPTIONS') return false;
    const allow = route === null ? [...pageAllow] : await allowOf(route);
    const decision = decideMethod(method, allow, route !== null);
    if (decision.action === 'pass') return false;
    const headers = { Allow: decision.allow.join(', ') };
    if (decision.status === 204) answer(req, res, 204, null, headers);
    else answer(req, res, 405, { error: 'method_not_allowed', allow: decision.allow }, headers);
    return true;
  }

  async function allowForTarget(/** @type {string} */ target) {
    const checked = checkRequestTarget(target);
    if (!checked.ok) return [...SITE_METHODS];
    const route = matchRouteHandler(pathSegments(checked.url), routePaths);
    if (route === null) return [...pageAllow];
    return (await allowOf(route)) ?? [...SITE_METHODS];
  }

  return { handle, allowForTarget };
}
