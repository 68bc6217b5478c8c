// @ts-check
// The server's memory of the answers Next reads from the build's prerendered output. Next spends about 1.5 ms
// of CPU on each such answer (its router, proxy.ts, its response cache, and gzip when the client accepts it),
// four times what it spends on a file from public/ (bench:http). The answer depends on nothing but the host,
// the URL and the request headers its `Vary` names, and it cannot change while this build runs, so the server
// keeps the finished bytes and replays them. Nothing here knows the site's pages: an answer is kept only when
// Next marked it prerendered (`x-nextjs-prerender`), with status 200 and no Set-Cookie; `Vary: *` is never
// kept.
//
// `Vary: Cookie` (proxy.ts's mark on answers the stored-locale cookie chose) would make every visitor's
// cookie jar a key of its own; the caller names the cookies such answers can depend on (`varyCookies`), and
// only those are part of the key. A kept answer lives `maxAgeMs` (the five minutes a CDN is told as well, see
// cache-control.mjs), and all of them together stay under `maxBytes`, the least recently used going first.

import { varyTokens } from './cache-control.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ headers: Record<string, string | string[] | number>, body: Buffer, storedAt: number }} Kept
 * @typedef {{ vary: string[], variants: Map<string, Kept> }} UrlEntry
 * @typedef {{ maxBytes: number, maxAgeMs?: number, varyCookies?: readonly string[], now?: () => number }}
 *   PageCacheOptions
 */

/** Headers Node writes for each answer itself (or that describe one transfer, not the content). */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A kept answer's bytes beyond its body: its headers, roughly. */
const HEADER_BYTES = 2_048;

/** The room a kept answer takes. @param {Kept} kept */
const sizeOf = (kept) => kept.body.length + HEADER_BYTES;

/**
 * The values of the named cookies in a Cookie header, every occurrence in order (so that a header naming one
 * cookie twice never shares a key with a header naming it once).
 * @param {string | undefined} header
 * @param {readonly string[]} names
 */
export function cookieValues(header, names) {
  /** @type {string[]} */
  const found = [];
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (names.includes(name)) found.push(`${name}=${at < 0 ? '' : pair.slice(at + 1).trim()}`);
  }
  return found.join('; ');
}

/**
 * Whether If-None-Match names the entity tag (the weak comparison of RFC 9110, 13.1.2).
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** @param {PageCacheOptions} options */
export function createPageCache({ maxBytes, maxAgeMs = 300_000, varyCookies, now = Date.now }) {
  /** Keyed by host and URL; insertion order is the order of last use. @type {Map<string, UrlEntry>} */
  const urls = new Map();
  let bytes = 0;

  /** @param {IncomingMessage} req */
  const urlKey = (req) => `${String(req.headers.host ?? '').toLowerCase()} ${req.url}`;

  /** @param {IncomingMessage} req @param {readonly string[]} vary */
  function variantKey(req, vary) {
    return vary
      .map((name) => {
        const value = req.headers[name];
        if (name === 'cookie' && varyCookies) return cookieValues(req.headers.cookie, varyCookies);
        return Array.isArray(value) ? value.join(', ') : (value ?? '');
      })
      .join('\n');
  }

  /** @param {string} key */
  function forget(key) {
    const entry = urls.get(key);
    if (!entry) return;
    for (const kept of entry.variants.values()) bytes -= sizeOf(kept);
    urls.delete(key);
  }

  /** Marks a URL the most recently used. @param {string} key @param {UrlEntry} entry */
  function touch(key, entry) {
    urls.delete(key);
    urls.set(key, entry);
  }

  /** A request the cache may answer or learn from: a plain GET (or HEAD) without a body or a range. */
  const eligible = (/** @type {IncomingMessage} */ req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.range &&
    !req.headers['transfer-encoding'] &&
    !Number(req.headers['content-length'] ?? 0);

  /**
   * Answers `req` from memory when it can; true when it did.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function serve(req, res) {
    if (maxBytes <= 0 || !eligible(req)) return false;
    const key = urlKey(req);
    const entry = urls.get(key);
    if (!entry) return false;
    const variant = variantKey(req, entry.vary);
    const kept = entry.variants.get(variant);
    if (!kept) return false;
    if (now() - kept.storedAt > maxAgeMs) {
      entry.variants.delete(variant);
      bytes -= sizeOf(kept);
      if (entry.variants.size === 0) urls.delete(key);
      return false;
    }
    touch(key, entry);
    const timing = [kept.headers['server-timing'], 'cache;desc=hit'].flat().filter(Boolean).join(', ');
    const etag = kept.headers.etag;
    if (etagMatches(req.headers['if-none-match'], typeof etag === 'string' ? etag : undefined)) {
      res.writeHead(304, { ...kept.headers, 'server-timing': timing });
      res.end();
      return true;
    }
    res.writeHead(200, { ...kept.headers, 'server-timing': timing, 'content-length': kept.body.length });
    res.end(req.method === 'HEAD' ? undefined : kept.body);
    return true;
  }

  /**
   * Watches the answer Next writes to a GET and keeps it once it is sent, if it is one to keep.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function record(req, res) {
    if (maxBytes <= 0 || req.method !== 'GET' || !eligible(req)) return;
    /** @type {Uint8Array[] | null} */
    let chunks = [];
    let length = 0;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (!chunks) return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : chunk instanceof Uint8Array
            ? chunk
            : null;
      if (!bytes) return;
      length += bytes.length;
      // A copy: a writer may reuse its buffer once write() returns.
      if (length > maxBytes / 16) chunks = null;
      else chunks.push(new Uint8Array(bytes));
    };
    const write = res.write;
    const end = res.end;
    /** @type {any} */ (res).write = function writeAndKeep(/** @type {any[]} */ ...args) {
      collect(args[0], args[1]);
      return write.apply(res, /** @type {any} */ (args));
    };
    /** @type {any} */ (res).end = function endAndKeep(/** @type {any[]} */ ...args) {
      collect(args[0], args[1]);
      return end.apply(res, /** @type {any} */ (args));
    };
    res.on('finish', () => {
      if (!chunks || res.statusCode !== 200) return;
      if (res.getHeader('x-nextjs-prerender') === undefined || res.getHeader('set-cookie') !== undefined)
        return;
      const vary = varyTokens(res.getHeader('vary')).map((name) => name.toLowerCase());
      if (vary.includes('*')) return;
      /** @type {Record<string, string | string[] | number>} */
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = value;
      }
      const key = urlKey(req);
      let entry = urls.get(key);
      if (!entry || entry.vary.join() !== vary.join()) {
        forget(key);
        entry = { vary, variants: new Map() };
      }
      touch(key, entry);
      const variant = variantKey(req, vary);
      const earlier = entry.variants.get(variant);
      if (earlier) bytes -= sizeOf(earlier);
      const kept = { headers, body: Buffer.concat(chunks), storedAt: now() };
      entry.variants.set(variant, kept);
      bytes += sizeOf(kept);
      for (const oldest of urls.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    });
  }

  return {
    serve,
    record,
    /** What is kept, for tests. */
    stats: () => ({ urls: urls.size, bytes }),
  };
}
