// @ts-check
// The request line's target, checked before the framework sees it. Next answers a path it cannot decode
// (`/%`, `/%zz`, `/%C0%AF`) and one that decodes to a stray `%` (`/%25`, decoded twice) with a 500, follows an
// absolute-form target (`GET http://other.host/ HTTP/1.1`) with a redirect to that host, and serves `/%00`
// as `/`. No page, file or API of this site has a `%`, a NUL or a control character in its path, so such a
// path is refused with 400 before the framework runs. An uploaded playable's file may have a `%` in its name
// (the `file` check warns, the tester still plays it): on an upload host only an undecodable path, a NUL or a
// control character is refused, and its one route handler takes the path as it was sent.

/**
 * @typedef {{ ok: true, url: string, host?: string }} AcceptedTarget
 *   `url` is the origin-form target to hand on; `host` the authority of an absolute-form target, which
 *   replaces the Host header (RFC 9112 §3.2.2).
 * @typedef {{ ok: false, error: 'bad_request_target' | 'bad_path' | 'bad_query' }} RefusedTarget
 * @typedef {AcceptedTarget | RefusedTarget} TargetCheck
 */

// C0 controls, DEL, and `%` (which, after one decoding, means the path was encoded twice or not at all).
const FORBIDDEN_IN_DECODED_PATH = /[\u0000-\u001f\u007f%]/;
const FORBIDDEN_IN_DECODED_FILE_PATH = /[\u0000-\u001f\u007f]/;
const NUL_IN_QUERY = /%00|\u0000/i;
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/i;

/**
 * The authority of an absolute-form target (`GET http://host/path HTTP/1.1`), which stands for the Host header.
 * @param {string} target
 */
export function absoluteHost(target) {
  return ABSOLUTE_FORM.exec(target)?.[1];
}

/**
 * Checks a raw request target (`req.url` as the HTTP parser gave it); `uploadHost` when the request is for an
 * upload host, whose file names may hold a `%`.
 * @param {string} target
 * @param {{ uploadHost?: boolean }} [options]
 * @returns {TargetCheck}
 */
export function checkRequestTarget(target, { uploadHost = false } = {}) {
  let url = target;
  /** @type {string | undefined} */
  let host;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    host = absolute[1];
    if (!host || host.includes('@')) return { ok: false, error: 'bad_request_target' };
    url = absolute[2].startsWith('/') ? absolute[2] : `/${absolute[2]}`;
  }
  if (!url.startsWith('/')) return { ok: false, error: 'bad_request_target' };

  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  if (!isCleanPath(path, uploadHost ? FORBIDDEN_IN_DECODED_FILE_PATH : FORBIDDEN_IN_DECODED_PATH)) {
    return { ok: false, error: 'bad_path' };
  }
  if (NUL_IN_QUERY.test(query)) return { ok: false, error: 'bad_query' };
  return host === undefined ? { ok: true, url } : { ok: true, url, host };
}

/**
 * Whether a raw path decodes as UTF-8 and its decoded form has no `%`, NUL or control character (or none of
 * `forbidden`).
 * @param {string} path
 * @param {RegExp} [forbidden]
 */
export function isCleanPath(path, forbidden = FORBIDDEN_IN_DECODED_PATH) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !forbidden.test(decoded);
}

/**
 * The decoded segments of a path that passed checkRequestTarget (empty segments dropped).
 * @param {string} url origin-form target
 * @returns {string[]}
 */
export function pathSegments(url) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
}
