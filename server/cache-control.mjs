// @ts-check
// The Cache-Control of statically generated pages, as docs/DEPLOY.md ("Caching") tells a CDN. Next marks a
// page it prerendered once and never revalidates with `s-maxage=31536000` (a year in shared caches). A page
// changes with every deploy, though, and its HTML names that build's hashed assets: a year-old copy at a CDN
// that was not purged would name files the new build no longer has. So shared caches keep such a page five
// minutes and may serve it a minute longer while they fetch a fresh one; browsers always revalidate (ETag).
// Every other Cache-Control (route handlers, per-request pages, the cookie-dependent answers of proxy.ts,
// `private, no-store` on errors) is left as it is.
//
// `Vary` only grows: proxy.ts marks answers the locale cookie chose with `Vary: Cookie`, and Next's page
// renderer then sets its own Vary (rsc, next-router-state-tree, ...) with setHeader(), which would drop it.
// A dependency one layer declared must reach the cache, so a later Vary is merged into the earlier one.

export const STATIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

const NEXT_PRERENDERED_FOREVER = /^s-maxage=31536000(?:,|$)/;

/**
 * The Cache-Control to send in place of the one Next chose.
 * @param {string | number | readonly string[] | undefined} value
 * @returns {string | number | readonly string[] | undefined}
 */
export function cdnCacheControl(value) {
  return typeof value === 'string' && NEXT_PRERENDERED_FOREVER.test(value.trim())
    ? STATIC_PAGE_CACHE_CONTROL
    : value;
}

/**
 * The header names a Vary value lists (set once or several times), as written.
 * @param {unknown} value
 * @returns {string[]}
 */
export function varyTokens(value) {
  return (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * The union of two Vary values, in order, without duplicates (case-insensitive); `*` absorbs everything.
 * @param {unknown} earlier
 * @param {unknown} later
 * @returns {string}
 */
export function mergeVary(earlier, later) {
  const all = [...varyTokens(earlier), ...varyTokens(later)];
  if (all.includes('*')) return '*';
  const seen = new Set();
  return all
    .filter((token) => {
      const key = token.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

/**
 * Applies the site's caching rules to a response: Vary only grows (setHeader('Vary') merges), and just before
 * the head is written Cache-Control goes through cdnCacheControl(), whether the handler set it with setHeader()
 * or passed it to writeHead().
 * @param {import('node:http').ServerResponse} res
 */
export function applyCachePolicy(res) {
  const setHeader = res.setHeader;
  /** @type {any} */ (res).setHeader = function setHeaderKeepingVary(
    /** @type {string} */ name,
    /** @type {any} */ value,
  ) {
    const earlier = name.toLowerCase() === 'vary' ? res.getHeader('vary') : undefined;
    return setHeader.call(res, name, earlier === undefined ? value : mergeVary(earlier, value));
  };
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function writeHeadWithPolicy(/** @type {any[]} */ ...args) {
    const current = res.getHeader('cache-control');
    if (current !== undefined) res.setHeader('Cache-Control', /** @type {any} */ (cdnCacheControl(current)));
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object');
    if (Array.isArray(headers)) {
      // The flat form: [name, value, name, value, ...].
      for (let i = 0; i + 1 < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() === 'cache-control')
          headers[i + 1] = cdnCacheControl(headers[i + 1]);
      }
    } else if (headers) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'cache-control') headers[name] = cdnCacheControl(headers[name]);
      }
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}
